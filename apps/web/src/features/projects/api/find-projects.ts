import { BULK_PER_PAGE, FIRST_PROJECTS_LOAD } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import type { Project } from './shapes';

export type ProjectListMode = 'active' | 'archive';

export const projectsQueryKey = ['projects'] as const;

const modeQuery = (mode: ProjectListMode) => (mode === 'active' ? { onlyactive: 1 } : { onlyinactive: 1 });

/** GET projects?limit=50: the first page, painted while the whole list loads. */
export const firstProjectsQueryOptions = (mode: ProjectListMode) =>
  queryOptions({
    queryKey: [...projectsQueryKey, 'list', mode, 'first'],
    queryFn: ({ signal }) =>
      apiData<Project[]>('projects', { query: { limit: FIRST_PROJECTS_LOAD, ...modeQuery(mode) }, signal }),
  });

/** GET projects?per_page=9999: every project of the mode, replacing the first page when it arrives. */
export const allProjectsQueryOptions = (mode: ProjectListMode) =>
  queryOptions({
    queryKey: [...projectsQueryKey, 'list', mode, 'all'],
    queryFn: ({ signal }) =>
      apiData<Project[]>('projects', { query: { per_page: BULK_PER_PAGE, ...modeQuery(mode) }, signal }),
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
