import { endpoints } from '@portal/contracts/endpoints';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateEndpoint } from '../../../lib/api-query';

/**
 * A saved project, or a company attached or detached, reloads the lists, the project and its
 * company lists (the spec "reloads"): every cached answer of these endpoints.
 */
export function invalidateProjects(queryClient: QueryClient) {
  const { list, get, companies, availableCompanies, roles } = endpoints.projects;
  return Promise.all(
    [list, get, companies, availableCompanies, roles].map((endpoint) => invalidateEndpoint(queryClient, endpoint)),
  );
}

/** One project, asked again (a folder grant changes what its answer carries). */
export function invalidateProject(queryClient: QueryClient, projectId: number) {
  return invalidateEndpoint(queryClient, endpoints.projects.get, { params: { id: projectId } });
}
