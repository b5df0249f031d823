import { definePolicy } from '../policy';
import { hasPermission, isInWritingCompany } from '../user-facts';

/**
 * The facts the project rules read. Whether the user sees the project at all is SQL (the
 * visibility join of projects.repo): a project they may not see is 404 before any rule runs.
 */
export interface ProjectSubject {
  kind: 'project';
  id: number;
}

export const projectPolicy = definePolicy<ProjectSubject>()({
  /** Seeing a project also needs the visibility join; this is the permission part of it. */
  read: (user) => hasPermission(user, 'projects.access'),
  /** Adding folders (and documents): Super, or owner and subcontractor users with document.create (spec part 2 §6). */
  createFolder: (user) => isInWritingCompany(user) && hasPermission(user, 'document.create'),
});
