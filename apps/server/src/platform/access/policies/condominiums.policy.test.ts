import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { APARTMENT, CONDOMINIUM } from '../../../test/policy-users';
import {
  apartmentPolicy,
  CONDOMINIUMS,
  condominiumApartmentsPolicy,
  condominiumPolicy,
  condominiumsPolicy,
} from './condominiums.policy';

/*
 * Condominiums and apartments by membership (DECISIONS.md "Apartment residents"): residents reach only
 * what their roles do. Columns: the policy's actions; y allowed, - refused (test/policy-table.ts).
 */

describe('condominiumPolicy', () => {
  it("the residents' condominium", () => {
    expectPolicyTable(
      condominiumPolicy,
      { kind: 'condominium', id: CONDOMINIUM },
      `
                        read update delete manageUsers manageTemplates
      super             y    y      y      y            y
      ownerManager      y    y      y      y            y
      globalOwner       y    y      y      y            y
      manager           y    -      -      -            -
      editor            y    -      -      -            -
      employee          y    -      -      -            -
      clientManager     y    -      -      -            -
      clientEmployee    y    -      -      -            -
      subManager        y    -      -      -            -
      subEmployee       y    -      -      -            -
      noCompany         -    -      -      -            -
      condoAdmin        y    -      -      y            -
      condoStakeholder  y    -      -      -            -
      aptOwner          y    -      -      -            -
      aptTenant         y    -      -      -            -
    `,
    );
  });

  it('another condominium', () => {
    expectPolicyTable(
      condominiumPolicy,
      { kind: 'condominium', id: CONDOMINIUM + 1 },
      `
                        read update delete manageUsers manageTemplates
      super             y    y      y      y            y
      ownerManager      y    y      y      y            y
      globalOwner       y    y      y      y            y
      manager           y    -      -      -            -
      editor            y    -      -      -            -
      employee          y    -      -      -            -
      clientManager     y    -      -      -            -
      clientEmployee    y    -      -      -            -
      subManager        y    -      -      -            -
      subEmployee       y    -      -      -            -
      noCompany         -    -      -      -            -
      condoAdmin        -    -      -      -            -
      condoStakeholder  -    -      -      -            -
      aptOwner          -    -      -      -            -
      aptTenant         -    -      -      -            -
    `,
    );
  });
});

describe('condominiumsPolicy', () => {
  it('everyone lists what they see; condominiums.manage creates', () => {
    expectPolicyTable(
      condominiumsPolicy,
      CONDOMINIUMS,
      `
                        list create
      super             y    y
      ownerManager      y    y
      globalOwner       y    y
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

describe('apartmentPolicy', () => {
  it("the residents' apartment", () => {
    expectPolicyTable(
      apartmentPolicy,
      { kind: 'apartment', id: APARTMENT, condominiumId: CONDOMINIUM },
      `
                        read update delete manageResidents chooseMaterials
      super             y    y      y      y               -
      ownerManager      y    y      y      y               -
      globalOwner       y    y      y      y               -
      manager           y    -      -      -               -
      editor            y    -      -      -               -
      employee          y    -      -      -               -
      clientManager     y    -      -      -               -
      clientEmployee    y    -      -      -               -
      subManager        y    -      -      -               -
      subEmployee       y    -      -      -               -
      noCompany         -    -      -      -               -
      condoAdmin        y    -      -      y               -
      condoStakeholder  -    -      -      -               -
      aptOwner          y    -      -      -               y
      aptTenant         y    -      -      -               -
    `,
    );
  });

  it('another apartment of the same condominium', () => {
    expectPolicyTable(
      apartmentPolicy,
      { kind: 'apartment', id: APARTMENT + 1, condominiumId: CONDOMINIUM },
      `
                        read update delete manageResidents chooseMaterials
      super             y    y      y      y               -
      ownerManager      y    y      y      y               -
      globalOwner       y    y      y      y               -
      manager           y    -      -      -               -
      editor            y    -      -      -               -
      employee          y    -      -      -               -
      clientManager     y    -      -      -               -
      clientEmployee    y    -      -      -               -
      subManager        y    -      -      -               -
      subEmployee       y    -      -      -               -
      noCompany         -    -      -      -               -
      condoAdmin        y    -      -      y               -
      condoStakeholder  -    -      -      -               -
      aptOwner          -    -      -      -               -
      aptTenant         -    -      -      -               -
    `,
    );
  });

  it('an apartment of another condominium', () => {
    expectPolicyTable(
      apartmentPolicy,
      { kind: 'apartment', id: APARTMENT + 2, condominiumId: CONDOMINIUM + 1 },
      `
                        read update delete manageResidents chooseMaterials
      super             y    y      y      y               -
      ownerManager      y    y      y      y               -
      globalOwner       y    y      y      y               -
      manager           y    -      -      -               -
      editor            y    -      -      -               -
      employee          y    -      -      -               -
      clientManager     y    -      -      -               -
      clientEmployee    y    -      -      -               -
      subManager        y    -      -      -               -
      subEmployee       y    -      -      -               -
      noCompany         -    -      -      -               -
      condoAdmin        -    -      -      -               -
      condoStakeholder  -    -      -      -               -
      aptOwner          -    -      -      -               -
      aptTenant         -    -      -      -               -
    `,
    );
  });
});

describe('condominiumApartmentsPolicy', () => {
  it("the residents' condominium", () => {
    expectPolicyTable(
      condominiumApartmentsPolicy,
      { kind: 'condominiumApartments', condominiumId: CONDOMINIUM },
      `
                        read create
      super             y    y
      ownerManager      y    y
      globalOwner       y    y
      manager           y    -
      editor            y    -
      employee          y    -
      clientManager     y    -
      clientEmployee    y    -
      subManager        y    -
      subEmployee       y    -
      noCompany         -    -
      condoAdmin        y    -
      condoStakeholder  -    -
      aptOwner          -    -
      aptTenant         -    -
    `,
    );
  });

  it('another condominium', () => {
    expectPolicyTable(
      condominiumApartmentsPolicy,
      { kind: 'condominiumApartments', condominiumId: CONDOMINIUM + 1 },
      `
                        read create
      super             y    y
      ownerManager      y    y
      globalOwner       y    y
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
