import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { SEARCH, searchPolicy } from './search.policy';

/*
 * Search: staff may search (residents, who belong to no company, are outside the staff areas and get
 * 404); documents are found for those who read documents; the top-bar box is the owner-managers'. Columns: the policy's actions; y allowed, - refused.
 */

describe('searchPolicy', () => {
  it('searching, finding documents and the top-bar box', () => {
    expectPolicyTable(
      searchPolicy,
      SEARCH,
      `
                        search findDocuments topBar
      super             y      y             y
      ownerManager      y      y             y
      globalOwner       y      y             -
      manager           y      y             -
      editor            y      y             -
      employee          y      y             -
      clientManager     y      y             -
      clientEmployee    y      y             -
      subManager        y      y             -
      subEmployee       y      y             -
      noCompany         -      -             -
      condoAdmin        -      -             -
      condoStakeholder  -      -             -
      aptOwner          -      -             -
      aptTenant         -      -             -
    `,
    );
  });
});
