import { definePolicy } from '../policy';
import { staffArea } from '../reach';
import { hasPermission, isOwnerManager } from '../user-facts';

/** Every status: the project forms choose from them; owner-managers keep them (/defaultfolders). */
export interface ProjectStatusesSubject {
  kind: 'projectStatuses';
}

export const projectStatusesPolicy = definePolicy<ProjectStatusesSubject>(staffArea)({
  /** The list, one status and the projects using one (403 without projects.access, as a list). */
  view: (user) => hasPermission(user, 'projects.access'),
  create: isOwnerManager,
});

/** One status. Whether it can go (default, children, in use) is a state the service answers with 409. */
export interface ProjectStatusSubject {
  kind: 'projectStatus';
  id: number;
}

export const projectStatusPolicy = definePolicy<ProjectStatusSubject>(staffArea)({
  update: isOwnerManager,
  delete: isOwnerManager,
});
