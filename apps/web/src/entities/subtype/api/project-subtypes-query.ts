import { BULK_PER_PAGE } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { endpointBodyQuery } from '../../../lib/api-query';

/*
 * GET projectSubtypes (bulk): read by the project forms as well as /defaultfolders, so it lives
 * with the subtype entity. One cached answer serves both hooks.
 */
const listQuery = () => ({
  ...endpointBodyQuery(endpoints.projectSubtypes.list, { query: { per_page: BULK_PER_PAGE } }),
  staleTime: 60_000,
});

/** The whole answer: the subtypes (`data`, `default` 1 or 0) and the list's `can` (`create`). */
export const useProjectSubtypeList = (enabled = true) => useQuery({ ...listQuery(), enabled });

/** Just the subtypes. */
export const useProjectSubtypes = (enabled = true) =>
  useQuery({ ...listQuery(), enabled, select: (answer) => answer.data });
