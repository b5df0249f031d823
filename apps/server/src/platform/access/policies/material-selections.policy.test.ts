import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { APARTMENT, CONDOMINIUM } from '../../../test/policy-users';
import { apartmentMaterialsPolicy, OFFERED_PRODUCT, offeredProductPolicy } from './material-selections.policy';

/*
 * One apartment's material selection (DECISIONS.md "Condominiums and materials"): owners choose,
 * tenants and the condominium's admin read, staff read a project they see and manage it with
 * projects.manage. Columns: the policy's actions; y allowed, - refused.
 */

describe('apartmentMaterialsPolicy', () => {
  it('a project the staff see', () => {
    expectPolicyTable(
      apartmentMaterialsPolicy,
      { kind: 'apartmentMaterials', apartmentId: APARTMENT, condominiumId: CONDOMINIUM, projectVisible: true },
      `
                        read choose review
      super             y    y      y
      ownerManager      y    y      y
      globalOwner       y    y      y
      manager           y    y      y
      editor            y    -      -
      employee          y    -      -
      clientManager     y    y      y
      clientEmployee    y    -      -
      subManager        y    y      y
      subEmployee       y    -      -
      noCompany         -    -      -
      condoAdmin        y    -      -
      condoStakeholder  -    -      -
      aptOwner          y    y      -
      aptTenant         y    -      -
    `,
    );
  });

  it('a project the staff do not see', () => {
    expectPolicyTable(
      apartmentMaterialsPolicy,
      { kind: 'apartmentMaterials', apartmentId: APARTMENT, condominiumId: CONDOMINIUM, projectVisible: false },
      `
                        read choose review
      super             -    -      -
      ownerManager      -    -      -
      globalOwner       -    -      -
      manager           -    -      -
      editor            -    -      -
      employee          -    -      -
      clientManager     -    -      -
      clientEmployee    -    -      -
      subManager        -    -      -
      subEmployee       -    -      -
      noCompany         -    -      -
      condoAdmin        y    -      -
      condoStakeholder  -    -      -
      aptOwner          y    y      -
      aptTenant         y    -      -
    `,
    );
  });

  it("another apartment's residents", () => {
    expectPolicyTable(
      apartmentMaterialsPolicy,
      { kind: 'apartmentMaterials', apartmentId: APARTMENT + 1, condominiumId: CONDOMINIUM + 1, projectVisible: false },
      `
                        read choose review
      super             -    -      -
      ownerManager      -    -      -
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

describe('offeredProductPolicy', () => {
  it("every product the SQL found (offered in the caller's own forms)", () => {
    expectPolicyTable(
      offeredProductPolicy,
      OFFERED_PRODUCT,
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
      noCompany         y
      condoAdmin        y
      condoStakeholder  y
      aptOwner          y
      aptTenant         y
    `,
    );
  });
});
