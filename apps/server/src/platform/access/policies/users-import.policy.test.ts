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
                        upload template
      super             y      y
      ownerManager      y      y
      globalOwner       y      y
      manager           y      y
      editor            -      y
      employee          -      y
      clientManager     y      y
      clientEmployee    -      y
      subManager        y      y
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
