import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { MOBILE_LINKS, mobileLinksPolicy } from './mobile-links.policy';

/* Mobile links: read by everyone signed in, kept by owner-managers. y allowed, - refused. */

describe('mobileLinksPolicy', () => {
  it('the links', () => {
    expectPolicyTable(
      mobileLinksPolicy,
      MOBILE_LINKS,
      `
                        list manage
      super             y    y
      ownerManager      y    y
      globalOwner       y    -
      manager           y    -
      editor            y    -
      employee          y    -
      clientManager     y    -
      clientEmployee    y    -
      subManager        y    -
      subEmployee       y    -
      noCompany         y    -
      condoAdmin        y    -
      condoStakeholder  y    -
      aptOwner          y    -
      aptTenant         y    -
    `,
    );
  });
});
