import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { MOBILE_LINKS, mobileLinksPolicy } from './mobile-links.policy';

/* Mobile links: read by staff (a staff area: residents get 404), kept by owner-managers. y allowed, - refused. */

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
      noCompany         -    -
      condoAdmin        -    -
      condoStakeholder  -    -
      aptOwner          -    -
      aptTenant         -    -
    `,
    );
  });
});
