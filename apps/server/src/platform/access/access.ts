import { ErrorCode } from '@portal/contracts';
import type { AuthUser } from '../auth/auth-user';
import type { DbOrTx } from '../db/client';
import { AppError, forbidden } from '../http/app-error';
import { type ActionOf, allows, type Subject, sees } from './gate';

/** One row a source found among the ids asked for: its subject for the policy, and the row itself. */
export interface Found<S extends Subject, R> {
  id: number;
  subject: S;
  /** Removed (soft-deleted) but still kept: answered 410 (DECISIONS.md "Answers"). */
  removed: boolean;
  row: R;
}

export interface FindOptions<W> {
  /** Where the ids must lie (a document of this project); a row elsewhere is not found. */
  within: W | undefined;
  /** FOR UPDATE: the rows are about to change in the caller's transaction. */
  lock: boolean;
}

/**
 * Where the gate finds one kind of resource (Immich's access repository, one per kind): the module
 * that owns the table gives the SQL of who sees which rows (`<area>.access.ts` over its
 * repository, so `platform/` imports no module), and the gate gives the answer.
 */
export interface AccessSource<S extends Subject, R, W = never> {
  /** 404 for what is missing or hidden, with this kind's message and code. */
  notFound(): AppError;
  /** 410 for what was removed; kinds that are never removed leave it out. */
  removed?(): AppError;
  /**
   * The rows among `ids` that the user's visibility condition lets through, removed or not;
   * missing and hidden ids are left out. One statement for any number of ids.
   */
  find(db: DbOrTx, user: AuthUser, ids: readonly number[], options: FindOptions<W>): Promise<Found<S, R>[]>;
}

export interface AccessOptions<W> {
  within?: W;
  lock?: boolean;
}

/** 410 with the kind's message (DECISIONS.md "Answers": removed, not missing). */
export const removedError = (message: string) => new AppError(410, ErrorCode.notFound, message);

type Outcome<S extends Subject, R> = { allowed: true; found: Found<S, R>[] } | { allowed: false; error: AppError };

/**
 * The answer for a set of ids, all or nothing: 404 when any is missing or hidden (by SQL or by the
 * policy's `read` rule), else 410 when any was removed, else 403 when the policy refuses the action
 * on any of them. A refused `read` is 404 like a hidden row: what a user may not see does not exist
 * for them.
 */
async function decide<S extends Subject, R, W>(
  db: DbOrTx,
  user: AuthUser,
  action: ActionOf<S>,
  source: AccessSource<S, R, W>,
  ids: readonly number[],
  options: AccessOptions<W>,
): Promise<Outcome<S, R>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return { allowed: true, found: [] };
  const rows = await source.find(db, user, unique, { within: options.within, lock: options.lock ?? false });
  const byId = new Map(rows.map((f) => [f.id, f]));
  const found: Found<S, R>[] = [];
  for (const id of unique) {
    const row = byId.get(id);
    if (!row || !sees(user, row.subject)) return { allowed: false, error: source.notFound() };
    found.push(row);
  }
  if (found.some((f) => f.removed)) {
    return { allowed: false, error: source.removed?.() ?? removedError('The resource has been removed.') };
  }
  if (action !== 'read' && found.some((f) => !allows(user, action, f.subject))) {
    return { allowed: false, error: forbidden() };
  }
  return { allowed: true, found };
}

/**
 * The one access check of a service (ARCHITECTURE.md "Access"): the policy, the visibility
 * condition in SQL and the right answer, for one id or for a whole set in one query. Returns what
 * it found (in the order of the ids, duplicates once), or throws 404, 410 or 403.
 *
 *   const [doc] = await requireAccess(tx, user, 'move', documentAccess, [id], { within: { projectId } });
 */
export async function requireAccess<S extends Subject, R, W>(
  db: DbOrTx,
  user: AuthUser,
  action: ActionOf<S>,
  source: AccessSource<S, R, W>,
  id: number,
  options?: AccessOptions<W>,
): Promise<Found<S, R>>;
export async function requireAccess<S extends Subject, R, W>(
  db: DbOrTx,
  user: AuthUser,
  action: ActionOf<S>,
  source: AccessSource<S, R, W>,
  ids: readonly number[],
  options?: AccessOptions<W>,
): Promise<Found<S, R>[]>;
export async function requireAccess<S extends Subject, R, W>(
  db: DbOrTx,
  user: AuthUser,
  action: ActionOf<S>,
  source: AccessSource<S, R, W>,
  idOrIds: number | readonly number[],
  options: AccessOptions<W> = {},
): Promise<Found<S, R> | Found<S, R>[]> {
  const ids = typeof idOrIds === 'number' ? [idOrIds] : idOrIds;
  const outcome = await decide(db, user, action, source, ids, options);
  if (!outcome.allowed) throw outcome.error;
  return typeof idOrIds === 'number' ? outcome.found[0] : outcome.found;
}

/** The same check as a yes or no, for callers that answer a refusal their own way (channel subscriptions). */
export async function hasAccess<S extends Subject, R, W>(
  db: DbOrTx,
  user: AuthUser,
  action: ActionOf<S>,
  source: AccessSource<S, R, W>,
  id: number,
  options: AccessOptions<W> = {},
): Promise<boolean> {
  return (await decide(db, user, action, source, [id], options)).allowed;
}
