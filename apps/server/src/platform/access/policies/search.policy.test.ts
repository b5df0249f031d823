import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { SEARCH, searchPolicy } from './search.policy';

/*
 * Search: everyone signed in may search; documents are found for those who read documents; the
 * top-bar box is the owner-managers'. Columns: the policy's actions; y allowed, - refused.
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
      noCompany         y      -             -
      condoAdmin        y      -             -
      condoStakeholder  y      -             -
      aptOwner          y      -             -
      aptTenant         y      -             -
    `,
    );
  });
});
