import { BULK_PER_PAGE } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { endpointBodyQuery } from '../../../lib/api-query';

/*
 * GET project-statuses (bulk): read by the project forms and lists as well as the status screen,
 * so it lives with the status entity. One cached answer serves both hooks.
 */
const listQuery = () => ({
  ...endpointBodyQuery(endpoints.projectStatuses.list, { query: { per_page: BULK_PER_PAGE } }),
  staleTime: 60_000,
});

/** The whole answer: the statuses (`data`) and the list's `can` (`create`). */
export const useProjectStatusList = () => useQuery(listQuery());

/** Just the statuses. */
export const useProjectStatuses = () => useQuery({ ...listQuery(), select: (answer) => answer.data });
