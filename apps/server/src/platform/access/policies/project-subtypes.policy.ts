import { definePolicy } from '../policy';
import { staffArea } from '../reach';
import { hasPermission } from '../user-facts';
import { mayChangeDefaultFolders } from './permissions.policy';

/** Every subtype: the project forms choose from them; default-folder managers keep them. */
export interface ProjectSubtypesSubject {
  kind: 'projectSubtypes';
}

export const projectSubtypesPolicy = definePolicy<ProjectSubtypesSubject>(staffArea)({
  view: (user) => hasPermission(user, 'projects.access'),
  create: mayChangeDefaultFolders,
});

/** One subtype. The default one and those projects use are states the service answers with 409. */
export interface ProjectSubtypeSubject {
  kind: 'projectSubtype';
  id: number;
}

export const projectSubtypePolicy = definePolicy<ProjectSubtypeSubject>(staffArea)({
  update: mayChangeDefaultFolders,
  delete: mayChangeDefaultFolders,
});
