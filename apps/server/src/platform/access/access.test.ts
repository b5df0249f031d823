import { describe, expect, it } from 'vitest';
import { POLICY_USERS } from '../../test/policy-users';
import type { DbOrTx } from '../db/client';
import { AppError, notFound } from '../http/app-error';
import { type AccessSource, type FindOptions, hasAccess, requireAccess } from './access';
import type { DocumentSubject } from './policies/documents.policy';

/*
 * The gate's answers over an in-memory source, so the order of 404, 410 and 403 and the one lookup
 * per set are shown without a database. The document policy decides: editors update but do not
 * delete; users without documents.access see nothing.
 */

interface Row {
  id: number;
  projectId: number;
  removed: boolean;
  /** Hidden from every user by the (pretend) SQL condition. */
  hidden?: boolean;
}

const ROWS: Row[] = [
  { id: 1, projectId: 7, removed: false },
  { id: 2, projectId: 7, removed: false },
  { id: 3, projectId: 7, removed: true },
  { id: 4, projectId: 7, removed: false, hidden: true },
  { id: 5, projectId: 8, removed: false },
];

function memorySource() {
  const calls: { ids: readonly number[]; options: FindOptions<{ projectId: number }> }[] = [];
  const source: AccessSource<DocumentSubject, Row, { projectId: number }> = {
    notFound: () => notFound('Document not found.'),
    removed: () => new AppError(410, 3, 'The document has been removed.'),
    async find(_db, _user, ids, options) {
      calls.push({ ids, options });
      return ROWS.filter(
        (r) => ids.includes(r.id) && !r.hidden && (!options.within || r.projectId === options.within.projectId),
      ).map((row) => ({
        id: row.id,
        subject: { kind: 'document', projectId: row.projectId, sharedOnly: false },
        removed: row.removed,
        row,
      }));
    },
  };
  return { source, calls };
}

const db = {} as DbOrTx;
const { editor, clientEmployee, noCompany, manager } = POLICY_USERS;

async function statusOf(work: Promise<unknown>): Promise<number> {
  try {
    await work;
    return 200;
  } catch (error) {
    if (error instanceof AppError) return error.status;
    throw error;
  }
}

describe('requireAccess', () => {
  it('answers what it found, in the order asked, each id once, from one lookup', async () => {
    const { source, calls } = memorySource();
    const found = await requireAccess(db, editor, 'update', source, [2, 1, 2], { within: { projectId: 7 } });
    expect(found.map((f) => f.id)).toEqual([2, 1]);
    expect(calls).toEqual([{ ids: [2, 1], options: { within: { projectId: 7 }, lock: false } }]);
    const one = await requireAccess(db, editor, 'read', source, 1, { lock: true });
    expect(one.row).toEqual(ROWS[0]);
    expect(calls[1].options.lock).toBe(true);
  });

  it('is 404 when any id is missing, hidden by SQL, or outside `within`; nothing else is decided', async () => {
    const { source } = memorySource();
    expect(await statusOf(requireAccess(db, manager, 'delete', source, [1, 99]))).toBe(404);
    expect(await statusOf(requireAccess(db, manager, 'delete', source, [1, 4]))).toBe(404);
    expect(await statusOf(requireAccess(db, manager, 'delete', source, [1, 5], { within: { projectId: 7 } }))).toBe(
      404,
    );
    // Hidden before removed and before refused: a set with a hidden and a removed id is 404.
    expect(await statusOf(requireAccess(db, editor, 'delete', source, [3, 4]))).toBe(404);
  });

  it("is 404 when the policy's read rule refuses the user, whatever the action", async () => {
    const { source } = memorySource();
    expect(await statusOf(requireAccess(db, noCompany, 'read', source, 1))).toBe(404);
    expect(await statusOf(requireAccess(db, noCompany, 'delete', source, 1))).toBe(404);
  });

  it('is 410 when any is removed, before the action is decided', async () => {
    const { source } = memorySource();
    expect(await statusOf(requireAccess(db, manager, 'read', source, 3))).toBe(410);
    expect(await statusOf(requireAccess(db, editor, 'delete', source, [1, 3]))).toBe(410);
  });

  it('is 403 when the user sees them all but the policy refuses the action', async () => {
    const { source } = memorySource();
    expect(await statusOf(requireAccess(db, editor, 'delete', source, [1, 2]))).toBe(403);
    // A client's employee sees documents but may not correct them (no document.edit).
    expect(await statusOf(requireAccess(db, clientEmployee, 'update', source, 1))).toBe(403);
    expect(await statusOf(requireAccess(db, manager, 'delete', source, [1, 2]))).toBe(200);
  });

  it('asks nothing for an empty set (the caller answers it)', async () => {
    const { source, calls } = memorySource();
    expect(await requireAccess(db, editor, 'delete', source, [])).toEqual([]);
    expect(calls).toEqual([]);
  });
});

describe('hasAccess', () => {
  it('is the same decision as a yes or no', async () => {
    const { source } = memorySource();
    expect(await hasAccess(db, editor, 'update', source, 1)).toBe(true);
    expect(await hasAccess(db, editor, 'delete', source, 1)).toBe(false);
    expect(await hasAccess(db, editor, 'read', source, 4)).toBe(false);
    expect(await hasAccess(db, editor, 'read', source, 3)).toBe(false);
  });
});
