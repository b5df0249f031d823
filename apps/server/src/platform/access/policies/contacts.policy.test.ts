import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { CONTACT, contactPolicy, PROJECT_CONTACTS, projectContactsPolicy } from './contacts.policy';

/*
 * Contacts of a project the user sees (the project's visibility is SQL): projects.access reads,
 * projects.manage writes. Columns: the policy's actions; y allowed, - refused (test/policy-table.ts).
 */

describe('projectContactsPolicy', () => {
  it("a project's contacts", () => {
    expectPolicyTable(
      projectContactsPolicy,
      PROJECT_CONTACTS,
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

describe('contactPolicy', () => {
  it('one contact', () => {
    expectPolicyTable(
      contactPolicy,
      CONTACT,
      `
                        read update delete
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
      condoAdmin        -    -      -
      condoStakeholder  -    -      -
      aptOwner          -    -      -
      aptTenant         -    -      -
    `,
    );
  });
});
