import { endpoints } from '@portal/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { endpointQuery } from '../../../lib/api-query';
import { invalidateProjects } from './invalidate-projects';

/** GET projects/{id}/companies (DECISIONS.md "Who sees what"). */
export function useProjectCompanies(projectId: number) {
  return useQuery(endpointQuery(endpoints.projects.companies, { params: { id: projectId } }));
}

/**
 * GET projects/{id}/companies/available: the companies not attached yet, the choices of the attach
 * select (project managers may not list companies through GET companies).
 */
export function useAttachableCompanies(projectId: number, enabled = true) {
  return useQuery({ ...endpointQuery(endpoints.projects.availableCompanies, { params: { id: projectId } }), enabled });
}

type CompanyLink = { projectId: number; companyId: number };

/** Attaching or detaching reloads the project, its companies and the lists (spec: "reloads"). */
function useCompanyLinkMutation(mutationFn: (link: CompanyLink) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateProjects(queryClient) });
}

/** POST projects/{id}/companies {company_id}. */
export const useAttachProjectCompany = () =>
  useCompanyLinkMutation(({ projectId, companyId }) =>
    api.projects.attachCompany({ params: { id: projectId }, body: { company_id: companyId } }),
  );
/** DELETE projects/{id}/companies/{companyId}. */
export const useDetachProjectCompany = () =>
  useCompanyLinkMutation(({ projectId, companyId }) =>
    api.projects.detachCompany({ params: { id: projectId, companyId } }),
  );
