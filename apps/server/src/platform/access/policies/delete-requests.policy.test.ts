import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { DELETE_REQUEST, DELETE_REQUESTS, deleteRequestPolicy, deleteRequestsPolicy } from './delete-requests.policy';

/*
 * Delete requests: document-delete-requests.manage for someone who sees documents; which requests is
 * SQL. Columns: the policy's actions; y allowed, - refused (test/policy-table.ts).
 */

describe('deleteRequestsPolicy', () => {
  it('the inbox', () => {
    expectPolicyTable(
      deleteRequestsPolicy,
      DELETE_REQUESTS,
      `
                        manage
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

describe('deleteRequestPolicy', () => {
  it('a request of a document the user sees', () => {
    expectPolicyTable(
      deleteRequestPolicy,
      DELETE_REQUEST,
      `
                        accept reject
      super             y      y
      ownerManager      y      y
      globalOwner       y      y
      manager           y      y
      editor            -      -
      employee          -      -
      clientManager     y      y
      clientEmployee    -      -
      subManager        y      y
      subEmployee       -      -
      noCompany         -      -
      condoAdmin        -      -
      condoStakeholder  -      -
      aptOwner          -      -
      aptTenant         -      -
    `,
    );
  });
});
