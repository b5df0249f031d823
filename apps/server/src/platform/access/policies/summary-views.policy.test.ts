import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { SUMMARY_VIEWS, summaryViewPolicy, summaryViewsPolicy } from './summary-views.policy';

/*
 * Summary views: owner-managers manage; users of an attached company read and set the state.
 * Which views are attached is SQL. Columns: the policy's actions; y allowed, - refused
 * (test/policy-table.ts).
 */

describe('summaryViewPolicy', () => {
  it('a view shared with one of the user\u2019s companies', () => {
    expectPolicyTable(
      summaryViewPolicy,
      { kind: 'summaryView', attached: true },
      `
                        read manage setState
      super             y    y      y
      ownerManager      y    y      y
      globalOwner       y    -      y
      manager           y    -      y
      editor            y    -      y
      employee          y    -      y
      clientManager     y    -      y
      clientEmployee    y    -      y
      subManager        y    -      y
      subEmployee       y    -      y
      noCompany         -    -      -
      condoAdmin        -    -      -
      condoStakeholder  -    -      -
      aptOwner          -    -      -
      aptTenant         -    -      -
    `,
    );
  });

  it('a view not shared with the user', () => {
    expectPolicyTable(
      summaryViewPolicy,
      { kind: 'summaryView', attached: false },
      `
                        read manage setState
      super             y    y      y
      ownerManager      y    y      y
      globalOwner       -    -      -
      manager           -    -      -
      editor            -    -      -
      employee          -    -      -
      clientManager     -    -      -
      clientEmployee    -    -      -
      subManager        -    -      -
      subEmployee       -    -      -
      noCompany         -    -      -
      condoAdmin        -    -      -
      condoStakeholder  -    -      -
      aptOwner          -    -      -
      aptTenant         -    -      -
    `,
    );
  });
});

describe('summaryViewsPolicy', () => {
  it('the collection', () => {
    expectPolicyTable(
      summaryViewsPolicy,
      SUMMARY_VIEWS,
      `
                        create list
      super             y      y
      ownerManager      y      y
      globalOwner       -      y
      manager           -      y
      editor            -      y
      employee          -      y
      clientManager     -      y
      clientEmployee    -      y
      subManager        -      y
      subEmployee       -      y
      noCompany         -      -
      condoAdmin        -      -
      condoStakeholder  -      -
      aptOwner          -      -
      aptTenant         -      -
    `,
    );
  });
});
