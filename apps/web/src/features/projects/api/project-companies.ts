import { BULK_PER_PAGE, type Company, companyListResponse } from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { projectsQueryKey } from './find-projects';
import type { ProjectCompanyRef } from './shapes';

/** GET projects/{id}/companies (DECISIONS.md "Who sees what"). */
export const projectCompaniesQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: [...projectsQueryKey, 'one', projectId, 'companies'],
    queryFn: ({ signal }) => apiData<ProjectCompanyRef[]>(`projects/${projectId}/companies`, { signal }),
  });

export function useProjectCompanies(projectId: number) {
  return useQuery(projectCompaniesQueryOptions(projectId));
}

/** GET companies (bulk): the choices of the attach select. */
export const attachableCompaniesQueryOptions = queryOptions({
  queryKey: ['companies', 'list'],
  queryFn: ({ signal }): Promise<Company[]> =>
    apiData('companies', { query: { per_page: BULK_PER_PAGE }, schema: companyListResponse.shape.data, signal }),
});

export function useAttachableCompanies() {
  return useQuery(attachableCompaniesQueryOptions);
}

/** POST projects/{id}/companies {company_id}. */
export function attachProjectCompany({ projectId, companyId }: { projectId: number; companyId: number }) {
  return apiData(`projects/${projectId}/companies`, { method: 'POST', body: { company_id: companyId } });
}

/** DELETE projects/{id}/companies/{companyId}. */
export function detachProjectCompany({ projectId, companyId }: { projectId: number; companyId: number }) {
  return apiData(`projects/${projectId}/companies/${companyId}`, { method: 'DELETE' });
}

/** Attaching or detaching reloads the project, its companies and the lists (spec: "reloads"). */
function useCompanyLinkMutation(mutationFn: (v: { projectId: number; companyId: number }) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsQueryKey }),
  });
}

export const useAttachProjectCompany = () => useCompanyLinkMutation(attachProjectCompany);
export const useDetachProjectCompany = () => useCompanyLinkMutation(detachProjectCompany);
