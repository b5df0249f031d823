import type { AuthUser } from '../auth/auth-user';
import { isInOwnerCompany, isOwnerManager, isOwnerSide } from './user-facts';

/*
 * Who sees which rows (DECISIONS.md "Who sees what"), as plain data that the repositories turn into
 * SQL, so lists filter in one statement and never per row. The access sources of the modules
 * (`documents.access.ts`, ...) and the lists build a viewer here and hand it to a repository; the
 * repositories declare the same shapes for themselves, since a repository imports only the
 * database layer.
 */

/** Seen by projects.repo. */
export interface ProjectViewer {
  /** Super, owner-managers and users of an owner-type company see every project. */
  seesEveryProject: boolean;
  /** Soft-deleted projects are shown (marked) only to owner-managers. */
  seesDeleted: boolean;
  /** Otherwise: the projects these companies are attached to. */
  companyIds: number[];
  /**
   * Outside the owner side, a project's companies and grants are shown only for these companies
   * (DECISIONS.md "Who may write": no directory of other companies); null shows them all.
   */
  shownCompanyIds: number[] | null;
  /** Which folders' documents a project's `document_count` counts. */
  folders: FolderViewer;
}

function shownCompanyIds(user: AuthUser): number[] | null {
  return isOwnerSide(user) || isOwnerManager(user) ? null : user.companies.map((c) => c.id);
}

export function projectViewer(user: AuthUser): ProjectViewer {
  return {
    // Owner-managers create projects and administer everything, so they see every project even
    // when their own company is not an owner-type company.
    seesEveryProject: isOwnerManager(user) || isInOwnerCompany(user),
    seesDeleted: isOwnerManager(user),
    companyIds: user.companies.map((c) => c.id),
    shownCompanyIds: shownCompanyIds(user),
    folders: folderViewer(user),
  };
}

/**
 * Seen by folders.repo. A folder is visible to a user holding a company role with a Folder grant on
 * it or a Project grant on its project; a folder without Folder grants also to users of owner-type
 * companies. Super and owner-managers see every folder: they administer the grants. The project
 * itself must be visible too (projects.repo), which services check beside.
 */
export interface FolderViewer {
  userId: number;
  seesEveryFolder: boolean;
  inOwnerCompany: boolean;
  /** As for projects: outside the owner side only these companies' grants are shown. */
  shownCompanyIds: number[] | null;
}

export function folderViewer(user: AuthUser): FolderViewer {
  return {
    userId: user.id,
    seesEveryFolder: isOwnerManager(user),
    inOwnerCompany: isInOwnerCompany(user),
    shownCompanyIds: shownCompanyIds(user),
  };
}

/** Seen by documents.repo: a document is visible when its project is and its folder (or the main folder) is. */
export interface DocumentViewer {
  project: ProjectViewer;
  folder: FolderViewer;
}

export function documentViewer(user: AuthUser): DocumentViewer {
  return { project: projectViewer(user), folder: folderViewer(user) };
}

/** Seen by summary-views.repo: owner-managers see every view, anyone else the views shared with their companies. */
export interface SummaryViewViewer {
  seesEveryView: boolean;
  companyIds: number[];
  shownCompanyIds: number[] | null;
}

export function summaryViewViewer(user: AuthUser): SummaryViewViewer {
  return {
    seesEveryView: isOwnerManager(user),
    companyIds: user.companies.map((c) => c.id),
    shownCompanyIds: shownCompanyIds(user),
  };
}
