import type { Folder, Project } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPlaceholder } from '../../components/map/map-placeholder';
import { FolderPermissionGrid } from '../../entities/permission';
import type { LatLng, ProjectFormChoices } from '../../entities/project';
import { ProjectPositionMap, ProjectsMap, useProjectRoles } from '../../entities/project';
import { buildStatusTree, findStartStatus, flattenTree, statusLabel, useProjectStatuses } from '../../entities/status';
import { useProjectSubtypes } from '../../entities/subtype';
import { invalidateEndpoint } from '../../lib/api-query';

/*
 * The pieces the project pages take from other features (statuses, subtypes, maps, folder grants),
 * composed here so that no feature imports another.
 */

/** The project form's status and subtype choices; subtypes only where a project may be created. */
export function useProjectFormChoices(withSubtypes: boolean): ProjectFormChoices {
  const { t } = useTranslation();
  const statuses = useProjectStatuses();
  const subtypes = useProjectSubtypes(withSubtypes);
  return useMemo(
    () => ({
      statuses: flattenTree(buildStatusTree(statuses.data ?? [])).map((node) => ({
        id: node.status.id,
        label: statusLabel(t, node.status),
        depth: node.depth,
        isActive: Boolean(node.status.is_active),
      })),
      startStatusId: findStartStatus(statuses.data ?? [])?.id,
      subtypes: (subtypes.data ?? []).map((s) => ({ id: s.id, name: s.name, isDefault: Boolean(s.default) })),
    }),
    [statuses.data, subtypes.data, t],
  );
}

/** The status filter of the projects list. */
export function useStatusFilterOptions() {
  const { t } = useTranslation();
  const statuses = useProjectStatuses();
  return useMemo(
    () => (statuses.data ?? []).map((status) => ({ value: String(status.id), label: statusLabel(t, status) })),
    [statuses.data, t],
  );
}

export function renderProjectsMap(projects: readonly Project[], height: number) {
  return (
    <Suspense fallback={<MapPlaceholder height={height} />}>
      <ProjectsMap projects={projects} height={height} />
    </Suspense>
  );
}

export function renderPositionMap(project: Project) {
  return (position: LatLng | null, height: number) => (
    <Suspense fallback={<MapPlaceholder height={height} />}>
      <ProjectPositionMap position={position} projectName={project.name} height={height} />
    </Suspense>
  );
}

/**
 * The folder visibility grid of a project folder (Folder grants by company role), for those the
 * project's `can.manageGrants` allows; undefined for everyone else.
 */
export function useFolderPermissionGrid(project: Project): ((folder: Folder) => ReactNode) | undefined {
  const queryClient = useQueryClient();
  const roles = useProjectRoles(project.id, project.can.manageGrants);
  if (!project.can.manageGrants) return undefined;
  // A grant changes who sees the project's folders: reload them (the spec reloads the page).
  const handleChanged = () => {
    void invalidateEndpoint(queryClient, endpoints.folders.list, { params: { id: project.id } });
    void invalidateEndpoint(queryClient, endpoints.projects.get, { params: { id: project.id } });
  };
  return (folder) => (
    <FolderPermissionGrid contentType="Folder" contentId={folder.id} roles={roles} onChanged={handleChanged} />
  );
}
