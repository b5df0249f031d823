import type { AuthUser } from '../../auth/auth-user';
import { definePolicy } from '../policy';
import { staffArea } from '../reach';
import { hasPermission } from '../user-facts';

/**
 * Project contacts (spec part 2 §6: projects.manage for contact add, edit and delete; others read
 * them as text). Whether the user sees the project is SQL (the project visibility join) and comes
 * first: a contact of a hidden project is 404. Client and subcontractor managers keep
 * projects.manage for contacts (DECISIONS.md "Who may write").
 */
const manages = (user: AuthUser) => hasPermission(user, 'projects.access') && hasPermission(user, 'projects.manage');

export interface ProjectContactsSubject {
  kind: 'projectContacts';
}

export const projectContactsPolicy = definePolicy<ProjectContactsSubject>(staffArea)({
  read: (user) => hasPermission(user, 'projects.access'),
  create: manages,
});

export interface ContactSubject {
  kind: 'contact';
}

export const contactPolicy = definePolicy<ContactSubject>(staffArea)({
  read: (user) => hasPermission(user, 'projects.access'),
  update: manages,
  delete: manages,
});

export const PROJECT_CONTACTS: ProjectContactsSubject = { kind: 'projectContacts' };
export const CONTACT: ContactSubject = { kind: 'contact' };
