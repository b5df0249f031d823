import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { PRODUCT_REPORTS, productReportsPolicy } from './product-reports.policy';

/* A project's product reports (the project's visibility is SQL): staff who read the project; no resident. */

describe('productReportsPolicy', () => {
  it("a project's product reports", () => {
    expectPolicyTable(
      productReportsPolicy,
      PRODUCT_REPORTS,
      `
                        read
      super             y
      ownerManager      y
      globalOwner       y
      manager           y
      editor            y
      employee          y
      clientManager     y
      clientEmployee    y
      subManager        y
      subEmployee       y
      noCompany         -
      condoAdmin        -
      condoStakeholder  -
      aptOwner          -
      aptTenant         -
    `,
    );
  });
});
