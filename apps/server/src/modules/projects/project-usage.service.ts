import { projectViewer } from '../../platform/access/viewers';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DbOrTx } from '../../platform/db/client';
import * as repo from './projects.repo';

/*
 * What the status and subtype services ask about projects. Services should call projects.repo
 * directly (with `projectViewer` of the access layer); this file goes once they do.
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
