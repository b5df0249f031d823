import type { AuthUser } from '../../platform/auth/auth-user';
import type { DbOrTx } from '../../platform/db/client';
import { projectViewer } from './project-access';
import * as repo from './projects.repo';

/*
 * What other modules ask about projects without depending on the projects service (which itself
 * uses the status, subtype, folder and schedule services): kept apart so no two services import
 * each other.
 */

/** The projects with this status that the user may see (the 41 answer and its popover). */
export function findProjectsWithStatus(db: DbOrTx, user: AuthUser, statusId: number) {
  return repo.findProjectsWithStatus(db, projectViewer(user), statusId);
}

/** Every project with this status, whoever asks (deciding whether a status is in use). */
export async function isStatusUsed(db: DbOrTx, statusId: number): Promise<boolean> {
  return (await repo.countProjectsWithStatus(db, statusId)) > 0;
}

export async function isSubtypeUsed(db: DbOrTx, subtypeId: number): Promise<boolean> {
  return (await repo.countProjectsWithSubtype(db, subtypeId)) > 0;
}

/**
 * Projects a company is attached to. For the companies module: DECISIONS.md refuses deleting a
 * company with projects (409); the attachment rows would otherwise go with the company.
 */
export const countCompanyProjects = (db: DbOrTx, companyId: number) => repo.countCompanyProjects(db, companyId);
