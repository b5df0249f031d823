import { BULK_PER_PAGE } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api-query';

/** GET companies/{id}/users (bulk): the company's users with their roles in it and `can`. */
export const companyUsersQueryOptions = (companyId: number) =>
  endpointQuery(endpoints.companyUsers.list, { params: { id: companyId }, query: { per_page: BULK_PER_PAGE } });

export function useCompanyUsers(companyId: number, enabled = true) {
  return useQuery({ ...companyUsersQueryOptions(companyId), enabled });
}
