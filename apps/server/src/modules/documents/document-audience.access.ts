import { type RealtimeEvent, userChannel } from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { allows } from '../../platform/access/gate';
import { folderViewer, projectViewer } from '../../platform/access/viewers';
import type { AuthUser } from '../../platform/auth/auth-user';
import { findUsersWithPermission } from '../../platform/auth/users-with-permission';
import type { DbOrTx } from '../../platform/db/client';
import { findSeenDocumentIds } from './document-audience.repo';
import { documentSubject } from './documents.presenter';
import type { DocumentViewer } from './documents.repo';

/*
 * An access source of its own kind: not "may this user do X to this document" but "who may see
 * these documents", answered by the same policies and visibility SQL. Other modules that change a
 * document (delete requests, summary views) announce through it, as they reach any module's access.
 */

export type DocumentEvent =
  | typeof RealtimeEvent.documentCreated
  | typeof RealtimeEvent.documentUpdated
  | typeof RealtimeEvent.documentDeleted;

/** Who hears of which documents: user id → the ids among those asked about that the user sees. */
export type DocumentAudience = Map<number, number[]>;

/**
 * What decides which documents a user sees, with the user's id replaced by their company roles:
 * the viewer reads the id only to match folder grants through the user's roles (folders.repo), so
 * users with the same key see the same documents. Everything else in the viewer is part of the key
 * as it is, so a rule added to the viewers later keeps the groups exact.
 */
function visibilityKey(user: AuthUser, viewer: DocumentViewer): string {
  const roles = user.companies.map((c) => `${c.id}:${[...c.roles].sort().join(',')}`).sort();
  return JSON.stringify({ ...viewer, folder: { ...viewer.folder, userId: roles } });
}

/**
 * The users who may see each of `ids` (documents of one project, removed ones too): those whose
 * policies let them read documents (projects.access, documents.access) and whose project and
 * folder visibility (the SQL of documents.repo) covers the document. One query per group of users
 * who see alike (visibilityKey), not per user: a project seen by 300 employees of one company
 * costs one query for all of them.
 */
export async function documentAudience(db: DbOrTx, projectId: number, ids: number[]): Promise<DocumentAudience> {
  const audience: DocumentAudience = new Map();
  if (!ids.length) return audience;
  const groups = new Map<string, { viewer: DocumentViewer; userIds: number[] }>();
  for (const user of await findUsersWithPermission(db, 'documents.access')) {
    if (!allows(user, 'read', documentSubject(projectId))) continue;
    const viewer = { project: projectViewer(user), folder: folderViewer(user) };
    const key = visibilityKey(user, viewer);
    const group = groups.get(key);
    if (group) group.userIds.push(user.id);
    else groups.set(key, { viewer, userIds: [user.id] });
  }
  for (const { viewer, userIds } of groups.values()) {
    const seen = await findSeenDocumentIds(db, viewer, projectId, ids);
    if (!seen.length) continue;
    for (const userId of userIds) audience.set(userId, seen);
  }
  return audience;
}

/** Two audiences together (a move: who saw the document before, and who sees it after). */
export function mergeAudiences(a: DocumentAudience, b: DocumentAudience): DocumentAudience {
  const merged: DocumentAudience = new Map(a);
  for (const [userId, ids] of b) merged.set(userId, [...new Set([...(merged.get(userId) ?? []), ...ids])]);
  return merged;
}

/**
 * Announces document events on the user channels of those who may see each document, never on the
 * project's channel, where members who may not see a folder would learn its documents' ids and
 * the times they change (issue 16). After the commit; a notice that fails to go out only delays a
 * refresh (the web refetches while anything is processing).
 */
export function announceDocuments(
  ctx: Pick<AppContext, 'db' | 'publisher'>,
  event: DocumentEvent,
  projectId: number,
  ids: number[],
  audience?: DocumentAudience,
): Promise<void> {
  const announcing = announce(ctx, event, projectId, ids, audience);
  inFlight.add(announcing);
  void announcing.finally(() => inFlight.delete(announcing));
  return announcing;
}

/** Announcements not yet sent: callers need not wait for them, but a shutdown does. */
const inFlight = new Set<Promise<void>>();

/** Resolves once every announcement started so far has gone out (or failed). */
export async function documentAnnouncementsSettled(): Promise<void> {
  while (inFlight.size) await Promise.all([...inFlight]);
}

async function announce(
  ctx: Pick<AppContext, 'db' | 'publisher'>,
  event: DocumentEvent,
  projectId: number,
  ids: number[],
  audience?: DocumentAudience,
): Promise<void> {
  try {
    const heard = audience ?? (await documentAudience(ctx.db, projectId, ids));
    for (const [userId, seen] of heard) {
      for (const id of seen) {
        await ctx.publisher.publish(userChannel(userId), event, { id, project_id: projectId });
      }
    }
  } catch {
    // A lost notice is recovered by the client's next fetch; it must never fail the change itself.
  }
}
