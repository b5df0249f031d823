import { type AttachableCompany, attachableCompanyListResponse } from '@portal/contracts';
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

/**
 * GET projects/{id}/companies/available: the companies not attached yet, the choices of the attach
 * select (project managers may not list companies through GET companies).
 */
export const attachableCompaniesQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: [...projectsQueryKey, 'one', projectId, 'companies', 'available'],
    queryFn: ({ signal }): Promise<AttachableCompany[]> =>
      apiData(`projects/${projectId}/companies/available`, {
        schema: attachableCompanyListResponse.shape.data,
        signal,
      }),
  });

export function useAttachableCompanies(projectId: number) {
  return useQuery(attachableCompaniesQueryOptions(projectId));
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
