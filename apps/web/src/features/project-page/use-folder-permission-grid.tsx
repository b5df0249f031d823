import type { Folder, Project } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { invalidateProjectFolders } from '../../entities/folder';
import { FolderPermissionGrid } from '../../entities/permission';
import { invalidateProject, useProjectRoles } from '../../entities/project';

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
    void invalidateProjectFolders(queryClient, project.id);
    void invalidateProject(queryClient, project.id);
  };
  return (folder) => (
    <FolderPermissionGrid contentType="Folder" contentId={folder.id} roles={roles} onChanged={handleChanged} />
  );
}
