import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { PRODUCT_CATALOGUE, productCataloguePolicy } from './products.policy';

/*
 * The product catalogue: staff read it, products.manage (owner column: Super, global owners)
 * writes; residents and users of no company see nothing (404).
 * Columns: the policy's actions; y allowed, - refused (test/policy-table.ts).
 */

describe('productCataloguePolicy', () => {
  it('categories, products, tags and additional products', () => {
    expectPolicyTable(
      productCataloguePolicy,
      PRODUCT_CATALOGUE,
      `
                        read create update delete
      super             y    y      y      y
      ownerManager      y    y      y      y
      globalOwner       y    y      y      y
      manager           y    -      -      -
      editor            y    -      -      -
      employee          y    -      -      -
      clientManager     y    -      -      -
      clientEmployee    y    -      -      -
      subManager        y    -      -      -
      subEmployee       y    -      -      -
      noCompany         -    -      -      -
      condoAdmin        -    -      -      -
      condoStakeholder  -    -      -      -
      aptOwner          -    -      -      -
      aptTenant         -    -      -      -
    `,
    );
  });
});
