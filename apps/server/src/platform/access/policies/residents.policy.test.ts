import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { APARTMENT, CONDOMINIUM } from '../../../test/policy-users';
import { apartmentResidentsPolicy, condominiumPeoplePolicy } from './residents.policy';

/*
 * The people of a condominium and its apartments: staff and the condominium's members read,
 * condominiums.manage and the condominium's admin manage; an apartment's own residents read its
 * residents' names. Columns: the policy's actions; y allowed, - refused (test/policy-table.ts).
 */

describe('condominiumPeoplePolicy', () => {
  it("the residents' condominium", () => {
    expectPolicyTable(
      condominiumPeoplePolicy,
      { kind: 'condominiumPeople', condominiumId: CONDOMINIUM },
      `
                        read manage nameAnyone
      super             y    y      y
      ownerManager      y    y      y
      globalOwner       y    y      y
      manager           y    -      -
      editor            y    -      -
      employee          y    -      -
      clientManager     y    -      -
      clientEmployee    y    -      -
      subManager        y    -      -
      subEmployee       y    -      -
      noCompany         -    -      -
      condoAdmin        y    y      -
      condoStakeholder  y    -      -
      aptOwner          -    -      -
      aptTenant         -    -      -
    `,
    );
  });

  it('another condominium', () => {
    expectPolicyTable(
      condominiumPeoplePolicy,
      { kind: 'condominiumPeople', condominiumId: CONDOMINIUM + 1 },
      `
                        read manage nameAnyone
      super             y    y      y
      ownerManager      y    y      y
      globalOwner       y    y      y
      manager           y    -      -
      editor            y    -      -
      employee          y    -      -
      clientManager     y    -      -
      clientEmployee    y    -      -
      subManager        y    -      -
      subEmployee       y    -      -
      noCompany         -    -      -
      condoAdmin        -    -      -
      condoStakeholder  -    -      -
      aptOwner          -    -      -
      aptTenant         -    -      -
    `,
    );
  });
});

describe('apartmentResidentsPolicy', () => {
  it("the residents' apartment", () => {
    expectPolicyTable(
      apartmentResidentsPolicy,
      { kind: 'apartmentResidents', apartmentId: APARTMENT, condominiumId: CONDOMINIUM },
      `
                        read readContacts manage
      super             y    y            y
      ownerManager      y    y            y
      globalOwner       y    y            y
      manager           y    y            -
      editor            y    y            -
      employee          y    y            -
      clientManager     y    y            -
      clientEmployee    y    y            -
      subManager        y    y            -
      subEmployee       y    y            -
      noCompany         -    -            -
      condoAdmin        y    y            y
      condoStakeholder  y    y            -
      aptOwner          y    -            -
      aptTenant         y    -            -
    `,
    );
  });

  it('another apartment of the same condominium', () => {
    expectPolicyTable(
      apartmentResidentsPolicy,
      { kind: 'apartmentResidents', apartmentId: APARTMENT + 1, condominiumId: CONDOMINIUM },
      `
                        read readContacts manage
      super             y    y            y
      ownerManager      y    y            y
      globalOwner       y    y            y
      manager           y    y            -
      editor            y    y            -
      employee          y    y            -
      clientManager     y    y            -
      clientEmployee    y    y            -
      subManager        y    y            -
      subEmployee       y    y            -
      noCompany         -    -            -
      condoAdmin        y    y            y
      condoStakeholder  y    y            -
      aptOwner          -    -            -
      aptTenant         -    -            -
    `,
    );
  });
});
