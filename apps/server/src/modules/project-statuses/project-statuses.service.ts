import {
  type CreateProjectStatusInput,
  ErrorCode,
  flagValue,
  type PaginationQuery,
  type StatusProjectRef,
  type UpdateProjectStatusInput,
} from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { authorize, can } from '../../platform/access/gate';
import { projectViewer } from '../../platform/access/viewers';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DbOrTx } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/pg-errors';
import { AppError, invalid, notFound } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/pagination';
import { countProjectsWithStatus, findProjectsWithStatus } from '../projects/projects.repo';
import { presentManagedStatus, presentStatusProject } from './project-statuses.presenter';
import * as repo from './project-statuses.repo';

const ALL = { kind: 'projectStatuses' } as const;
const one = (id: number) => ({ kind: 'projectStatus', id }) as const;

const statusNotFound = () => notFound('Project status not found.', ErrorCode.statusNotFound);
const nameInUse = () =>
  new AppError(409, ErrorCode.statusCodeInUse, 'The status name is already in use.', { name: ['status-name-in-use'] });
const codeInUse = () =>
  new AppError(409, ErrorCode.statusCodeInUse, 'The status code is already in use.', { code: ['status-code-in-use'] });

/** 41 with the projects that use the status; the route answers it with `errors.projects`. */
export class StatusInUseError extends AppError {
  constructor(readonly projects: StatusProjectRef[]) {
    super(409, ErrorCode.statusInUse, 'The status is used by projects.', { id: ['status-in-use'] });
  }

  body() {
    return {
      errors: { code: this.code, message: this.message, fields: this.fields, projects: this.projects },
      errorCode: this.code,
    };
  }
}

/** The status, or 404 with 44 (spec part 2 section 8). */
async function getStatusRecord(db: DbOrTx, id: number): Promise<repo.ProjectStatusRecord> {
  const status = await repo.findStatusById(db, id);
  if (!status) throw statusNotFound();
  return status;
}

export async function listStatuses(ctx: AppContext, user: AuthUser, query: PaginationQuery) {
  authorize(user, 'view', ALL);
  const { rows, total } = await repo.findStatuses(ctx.db, pageWindow(query));
  return { rows: rows.map((row) => presentManagedStatus(user, row)), total, can: can(user, ALL) };
}

export async function getStatus(ctx: AppContext, user: AuthUser, id: number) {
  authorize(user, 'view', ALL);
  return presentManagedStatus(user, await getStatusRecord(ctx.db, id));
}

async function assertUnique(db: DbOrTx, name: string, code: string | null | undefined, exceptId?: number) {
  if (await repo.isNameTaken(db, name, exceptId)) throw nameInUse();
  if (code && (await repo.isCodeTaken(db, code, exceptId))) throw codeInUse();
}

/** A parent must exist; on edit it may not be the status itself or one of its descendants (a cycle). */
async function checkParent(db: DbOrTx, parentId: number, selfId?: number): Promise<number | null> {
  if (parentId === 0) return null;
  if (!(await repo.findStatusById(db, parentId))) throw invalid({ parent_id: ['parent-not-found'] });
  if (selfId !== undefined && (await repo.isSelfOrDescendant(db, selfId, parentId))) {
    throw invalid({ parent_id: ['parent-is-self-or-descendant'] });
  }
  return parentId;
}

/**
 * The unique indexes catch what a concurrent writer slipped in between the check and the write;
 * checking again after the failure says which of name and code it was.
 */
async function withUniqueCheck<T>(
  db: DbOrTx,
  unique: { name: string; code: string | null | undefined; exceptId?: number },
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await assertUnique(db, unique.name, unique.code, unique.exceptId);
    throw nameInUse();
  }
}

export async function createStatus(ctx: AppContext, user: AuthUser, input: CreateProjectStatusInput) {
  authorize(user, 'create', ALL);
  const row = await withUniqueCheck(ctx.db, { name: input.name, code: input.code }, () =>
    ctx.db.transaction(async (tx) => {
      await assertUnique(tx, input.name, input.code);
      return repo.insertStatus(tx, {
        name: input.name,
        code: input.code ?? null,
        isActive: flagValue(input.is_active),
        parentId: await checkParent(tx, input.parent_id),
      });
    }),
  );
  return presentManagedStatus(user, row);
}

/** Slugs are not editable: the `slug` of the payload is ignored. */
export async function updateStatus(ctx: AppContext, user: AuthUser, id: number, input: UpdateProjectStatusInput) {
  authorize(user, 'update', one(id));
  if (input.id !== undefined && input.id !== id) throw invalid({ id: ['id-mismatch'] });
  const row = await withUniqueCheck(ctx.db, { name: input.name, code: input.code, exceptId: id }, () =>
    ctx.db.transaction(async (tx) => {
      const current = await getStatusRecord(tx, id);
      const code = input.code === undefined ? current.code : input.code;
      await assertUnique(tx, input.name, code, id);
      return repo.updateStatus(tx, id, {
        name: input.name,
        code,
        isActive: flagValue(input.is_active),
        parentId: await checkParent(tx, input.parent_id, id),
      });
    }),
  );
  return presentManagedStatus(user, row);
}

/** Refused while it is the default (43), has children (42) or is used by projects (41); missing: 44. */
export async function deleteStatus(ctx: AppContext, actor: AuthUser, id: number): Promise<void> {
  authorize(actor, 'delete', one(id));
  await ctx.db.transaction(async (tx) => {
    const status = await getStatusRecord(tx, id);
    if (status.isDefault) {
      throw new AppError(409, ErrorCode.statusIsDefault, 'The default status cannot be deleted.', {
        id: ['status-is-default'],
      });
    }
    if ((await repo.countChildren(tx, id)) > 0) {
      throw new AppError(409, ErrorCode.statusHasChildren, 'The status has child statuses.', {
        id: ['status-has-children'],
      });
    }
    // Used by any project, seen or not; the answer lists only those the caller may see.
    if ((await countProjectsWithStatus(tx, id)) > 0) {
      const projects = await findProjectsWithStatus(tx, projectViewer(actor), id);
      throw new StatusInUseError(projects.map(presentStatusProject));
    }
    await repo.deleteStatus(tx, id);
  });
}

/** GET project-statuses/projects/{id}: the projects using the status that the caller may see. */
export async function listStatusProjects(ctx: AppContext, actor: AuthUser, id: number) {
  authorize(actor, 'view', ALL);
  await getStatusRecord(ctx.db, id);
  return (await findProjectsWithStatus(ctx.db, projectViewer(actor), id)).map(presentStatusProject);
}
