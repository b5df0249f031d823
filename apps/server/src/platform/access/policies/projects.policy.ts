import type { AuthUser } from '../../auth/auth-user';
import { definePolicy } from '../policy';
import { staffArea } from '../reach';
import { hasPermission, isInWritingCompany, isOwnerManager, isOwnerSide } from '../user-facts';

/**
 * The facts the project rules read. Whether the user sees the project at all is SQL (the
 * visibility join of projects.repo): a project they may not see is 404 before any rule runs.
 */
export interface ProjectSubject {
  kind: 'project';
  id: number;
}

/**
 * A project's own record and its company list (DECISIONS.md "Who may write"): projects.manage and
 * the owner side. Owner-managers count as the owner side here as they do for seeing every project:
 * they create projects, so they may also change them. Client and subcontractor managers keep
 * projects.manage for the project's contents (contacts, schedules), never for the project itself.
 */
function administers(user: AuthUser): boolean {
  return hasPermission(user, 'projects.manage') && (isOwnerSide(user) || isOwnerManager(user));
}

export const projectPolicy = definePolicy<ProjectSubject>(staffArea)({
  /** Seeing a project also needs the visibility join; this is the permission part of it. */
  read: (user) => hasPermission(user, 'projects.access'),
  update: administers,
  /** Moving it to the archive and back (`active`). */
  archive: administers,
  delete: administers,
  /** Attaching and detaching companies, and listing the companies that may be attached. */
  manageCompanies: administers,
  /**
   * Granting the project and its folders to company roles: a grant would let a client's or
   * subcontractor's own company see folders the owner kept from it, so the owner side only.
   */
  manageGrants: administers,
  /** Adding folders (and documents): Super, or owner and subcontractor users with document.create (spec part 2 §6). */
  createFolder: (user) => isInWritingCompany(user) && hasPermission(user, 'document.create'),
});

/** The projects as a whole: actions that have no project yet. */
export interface ProjectCollectionSubject {
  kind: 'projects';
}

/** Creating projects: owner-managers holding projects.manage (spec part 2 §2). */
const mayCreate = (user: AuthUser) => hasPermission(user, 'projects.manage') && isOwnerManager(user);

export const projectCollectionPolicy = definePolicy<ProjectCollectionSubject>(staffArea)({
  /** Listing: projects.access; which projects the list holds is the visibility join. */
  list: (user) => hasPermission(user, 'projects.access'),
  create: mayCreate,
  /** The projects CSV import creates projects, so it also takes the import permission. */
  import: (user) => mayCreate(user) && hasPermission(user, 'import'),
  /** The import's sample file: every staff user (it holds no data). */
  importTemplate: () => true,
});

export const PROJECTS: ProjectCollectionSubject = { kind: 'projects' };
