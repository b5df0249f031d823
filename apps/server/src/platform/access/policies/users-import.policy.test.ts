import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { usersImportPolicy } from './users-import.policy';

/*
 * The users CSV import: the import permission (each row's company is the company policy's). Columns:
 * the policy's actions; y allowed, - refused (test/policy-table.ts).
 */

describe('usersImportPolicy', () => {
  it('the import', () => {
    expectPolicyTable(
      usersImportPolicy,
      { kind: 'usersImport' },
      `
                        upload
      super             y
      ownerManager      y
      globalOwner       y
      manager           y
      editor            -
      employee          -
      clientManager     y
      clientEmployee    -
      subManager        y
      subEmployee       -
      noCompany         -
      condoAdmin        -
      condoStakeholder  -
      aptOwner          -
      aptTenant         -
    `,
    );
  });
});
