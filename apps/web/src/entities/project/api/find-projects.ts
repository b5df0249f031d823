import { BULK_PER_PAGE, FIRST_PROJECTS_LOAD, type Project } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointKey, endpointQuery } from '../../../lib/api-query';
import { callEndpoint } from '../../../lib/call-endpoint';

export type ProjectListMode = 'active' | 'archive';

const modeQuery = (mode: ProjectListMode) =>
  mode === 'active' ? { onlyactive: 1 as const } : { onlyinactive: 1 as const };

/** GET projects?limit=50: the first page, painted while the whole list loads. */
export const firstProjectsQueryOptions = (mode: ProjectListMode) =>
  endpointQuery(endpoints.projects.list, { query: { limit: FIRST_PROJECTS_LOAD, ...modeQuery(mode) } });

/** One bulk page of GET projects with its `meta`. */
async function fetchProjectPage(mode: ProjectListMode, page: number, signal?: AbortSignal) {
  const answer = await callEndpoint(
    endpoints.projects.list,
    { query: { page, per_page: BULK_PER_PAGE, ...modeQuery(mode) } },
    { signal },
  );
  return { rows: answer.data, lastPage: answer.meta.last_page };
}

/**
 * Every project of the mode in bulk pages of 9999 (page 1, then the rest at once up to `last_page`),
 * so no row is dropped however many there are. A project that moves between pages while they load
 * is kept once.
 */
export async function fetchAllProjects(mode: ProjectListMode, signal?: AbortSignal): Promise<Project[]> {
  const first = await fetchProjectPage(mode, 1, signal);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.lastPage - 1) }, (_, i) => fetchProjectPage(mode, i + 2, signal)),
  );
  const byId = new Map<number, Project>();
  for (const page of [first, ...rest]) {
    for (const project of page.rows) if (!byId.has(project.id)) byId.set(project.id, project);
  }
  return [...byId.values()];
}

/** GET projects in bulk pages: every project of the mode, replacing the first page when it arrives. */
export const allProjectsQueryOptions = (mode: ProjectListMode) =>
  queryOptions({
    queryKey: [
      ...endpointKey(endpoints.projects.list, { query: { per_page: BULK_PER_PAGE, ...modeQuery(mode) } }),
      'all',
    ],
    queryFn: ({ signal }) => fetchAllProjects(mode, signal),
  });

/** The list as far as it has loaded: the full list when there, else the first page. */
export function useProjectList(mode: ProjectListMode) {
  const first = useQuery(firstProjectsQueryOptions(mode));
  const all = useQuery({ ...allProjectsQueryOptions(mode), enabled: !first.isPending });
  const projects = all.data ?? first.data;
  return {
    projects,
    isPending: projects === undefined && (first.isPending || all.isPending),
    isLoadingRest: all.isPending || all.isFetching,
    error: projects === undefined ? (all.error ?? first.error) : null,
    refetch: () => {
      void first.refetch();
      void all.refetch();
    },
  };
}
