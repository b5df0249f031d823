import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { APARTMENT, CONDOMINIUM } from '../../../test/policy-users';
import { type MaterialQuoteSubject, materialQuotePolicy, projectQuotesPolicy } from './material-quotes.policy';

/*
 * Quotes: staff who see the project read, projects.manage manages; once published the apartment's
 * residents and the condominium's admin read and only its owner answers. Columns: the policy's
 * actions; y allowed, - refused (test/policy-table.ts).
 */

const quote = (over: Partial<MaterialQuoteSubject> = {}): MaterialQuoteSubject => ({
  kind: 'materialQuote',
  apartmentId: APARTMENT,
  condominiumId: CONDOMINIUM,
  projectVisible: true,
  published: true,
  ...over,
});

describe('materialQuotePolicy', () => {
  it('a published quote of the residents’ apartment, in a project the staff see', () => {
    expectPolicyTable(
      materialQuotePolicy,
      quote(),
      `
                        read manage answer comment
      super             y    y      -      y
      ownerManager      y    y      -      y
      globalOwner       y    y      -      y
      manager           y    y      -      y
      editor            y    -      -      -
      employee          y    -      -      -
      clientManager     y    y      -      y
      clientEmployee    y    -      -      -
      subManager        y    y      -      y
      subEmployee       y    -      -      -
      noCompany         -    -      -      -
      condoAdmin        y    -      -      -
      condoStakeholder  -    -      -      -
      aptOwner          y    -      y      y
      aptTenant         y    -      -      -
    `,
    );
  });

  it('a draft (created): residents do not see it', () => {
    expectPolicyTable(
      materialQuotePolicy,
      quote({ published: false }),
      `
                        read manage answer comment
      super             y    y      -      y
      ownerManager      y    y      -      y
      globalOwner       y    y      -      y
      manager           y    y      -      y
      editor            y    -      -      -
      employee          y    -      -      -
      clientManager     y    y      -      y
      clientEmployee    y    -      -      -
      subManager        y    y      -      y
      subEmployee       y    -      -      -
      noCompany         -    -      -      -
      condoAdmin        -    -      -      -
      condoStakeholder  -    -      -      -
      aptOwner          -    -      -      -
      aptTenant         -    -      -      -
    `,
    );
  });

  it('another apartment, in a project the staff do not see', () => {
    expectPolicyTable(
      materialQuotePolicy,
      quote({ apartmentId: APARTMENT + 1, condominiumId: CONDOMINIUM + 1, projectVisible: false }),
      `
                        read manage answer comment
      super             -    -      -      -
      ownerManager      -    -      -      -
      globalOwner       -    -      -      -
      manager           -    -      -      -
      editor            -    -      -      -
      employee          -    -      -      -
      clientManager     -    -      -      -
      clientEmployee    -    -      -      -
      subManager        -    -      -      -
      subEmployee       -    -      -      -
      noCompany         -    -      -      -
      condoAdmin        -    -      -      -
      condoStakeholder  -    -      -      -
      aptOwner          -    -      -      -
      aptTenant         -    -      -      -
    `,
    );
  });
});

describe('projectQuotesPolicy', () => {
  it('the panel: staff read, projects.manage creates', () => {
    expectPolicyTable(
      projectQuotesPolicy,
      { kind: 'projectQuotes' },
      `
                        read create
      super             y    y
      ownerManager      y    y
      globalOwner       y    y
      manager           y    y
      editor            y    -
      employee          y    -
      clientManager     y    y
      clientEmployee    y    -
      subManager        y    y
      subEmployee       y    -
      noCompany         -    -
      condoAdmin        -    -
      condoStakeholder  -    -
      aptOwner          -    -
      aptTenant         -    -
    `,
    );
  });
});
