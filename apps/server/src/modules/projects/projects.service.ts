import {
  type BooleanFlag,
  type CreateProjectInput,
  ErrorCode,
  flagValue,
  type Project,
  type ProjectListQuery,
  type ProjectType,
  type UpdateProjectInput,
} from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../platform/access/access';
import { authorize } from '../../platform/access/gate';
import { PROJECTS } from '../../platform/access/policies/projects.policy';
import { projectViewer } from '../../platform/access/viewers';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DbOrTx } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/pg-errors';
import { AppError, invalid } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/pagination';
import { condominiumAccess } from '../condominiums/condominiums.access';
import { findStatusById, type ProjectStatusRecord } from '../project-statuses/project-statuses.repo';
import { findSubtypeById } from '../project-subtypes/project-subtypes.repo';
import { recordStatusChanges, statusScheduleDescription } from '../schedules/schedules.repo';
import { createProjects } from './project-creation.repo';
import { projectAccess } from './projects.access';
import { presentProject, projectSubject } from './projects.presenter';
import * as repo from './projects.repo';

const codeInUse = () =>
  new AppError(409, ErrorCode.projectCodeInUse, 'The project code is already in use.', {
    code: ['project-code-in-use'],
  });
const required = (fields: Record<string, string[]>, message = 'Check the required fields.') =>
  invalid(fields, ErrorCode.requiredFields, message);

/**
 * The project types configuration enables (PROJECT_TYPES). With none, no project can be saved (9);
 * a project may keep a type that has been disabled since, but not switch to one.
 */
function assertTypeEnabled(ctx: AppContext, type: ProjectType, currentType?: ProjectType): void {
  const enabled = ctx.config.PROJECT_TYPES;
  if (enabled.length === 0) throw required({ type: ['no-project-type-enabled'] }, 'No project type is enabled.');
  if (!enabled.includes(type) && type !== currentType) throw required({ type: ['project-type-not-enabled'] });
}

/** A status a project may be given: it must exist and be active, unless the project already has it. */
async function resolveStatus(db: DbOrTx, id: number, currentId?: number | null): Promise<ProjectStatusRecord> {
  const status = await findStatusById(db, id);
  if (!status) throw required({ status: ['status-not-found'] });
  if (!status.isActive && status.id !== currentId) throw required({ status: ['status-inactive'] });
  return status;
}

/** The answer of a project the caller has just been allowed to see or change. */
async function present(db: DbOrTx, user: AuthUser, id: number): Promise<Project> {
  const row = await repo.findVisibleProject(db, projectViewer(user), id);
  if (!row) throw projectAccess.notFound();
  return presentProject(user, row);
}

export async function listProjects(ctx: AppContext, user: AuthUser, query: ProjectListQuery) {
  authorize(user, 'list', PROJECTS);
  const isOn = (flag: BooleanFlag | undefined) => flag !== undefined && flagValue(flag);
  if (isOn(query.onlyactive) && isOn(query.onlyinactive)) {
    throw invalid({ onlyinactive: ['onlyactive-and-onlyinactive'] });
  }
  const active = isOn(query.onlyactive) ? true : isOn(query.onlyinactive) ? false : undefined;
  // `limit` (the first N) is page 1 of N.
  const paging = query.limit ? { ...query, page: 1, per_page: query.limit } : query;
  const { rows, total } = await repo.findProjects(
    ctx.db,
    projectViewer(user),
    { active, search: query.search || undefined, statusId: query.status },
    pageWindow(paging),
  );
  return { rows: rows.map((row) => presentProject(user, row)), total, paging };
}

/** 404 (code 17) for a project the user may not see, never 403: its existence stays hidden. */
export async function getProject(ctx: AppContext, user: AuthUser, id: number): Promise<Project> {
  await requireAccess(ctx.db, user, 'read', projectAccess, id);
  return present(ctx.db, user, id);
}

/** The unique index catches a code a concurrent writer took between the check and the insert. */
async function withCodeCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isUniqueViolation(error) ? codeInUse() : error;
  }
}

/** POST projects, in one transaction with its folders and schedule entries. */
export async function createProject(ctx: AppContext, user: AuthUser, input: CreateProjectInput): Promise<Project> {
  authorize(user, 'create', PROJECTS);
  assertTypeEnabled(ctx, input.type);
  const id = await withCodeCheck(() =>
    ctx.db.transaction(async (tx) => {
      if (!(await findSubtypeById(tx, input.project_subtype_id))) {
        throw required({ project_subtype_id: ['subtype-not-found'] });
      }
      const status = await resolveStatus(tx, input.status);
      if ((await repo.findCodesInUse(tx, [input.code])).size > 0) throw codeInUse();
      const condominiumId = input.type === 'condominium' ? input.condominium_id : null;
      if (condominiumId) await requireAccess(tx, user, 'read', condominiumAccess, condominiumId);
      const [created] = await createProjects(tx, [
        {
          code: input.code,
          name: input.name,
          type: input.type,
          projectSubtypeId: input.project_subtype_id,
          status,
          coordinates: input.coordinates ?? null,
          condominiumId,
        },
      ]);
      return created;
    }),
  );
  return present(ctx.db, user, id);
}

/** The project locked for a change the user may make: 404 when hidden, then 403 without the right. */
async function lockForChange(tx: DbOrTx, user: AuthUser, id: number, action: 'update' | 'delete') {
  return (await requireAccess(tx, user, action, projectAccess, id, { lock: true })).row;
}

/** PUT projects/{id}. A different status adds its automatic schedule entry in the same transaction. */
export async function updateProject(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  input: UpdateProjectInput,
): Promise<Project> {
  await withCodeCheck(() =>
    ctx.db.transaction(async (tx) => {
      const current = await lockForChange(tx, user, id, 'update');
      const active = input.active === undefined ? undefined : flagValue(input.active);
      if (active !== undefined && active !== current.active) authorize(user, 'archive', projectSubject(id));
      assertTypeEnabled(ctx, input.type, current.type);
      if ((await repo.findCodesInUse(tx, [input.code], id)).size > 0) throw codeInUse();
      const status =
        input.status && input.status !== current.projectStatusId
          ? await resolveStatus(tx, input.status, current.projectStatusId)
          : undefined;
      await repo.updateProject(tx, id, {
        code: input.code,
        name: input.name,
        type: input.type,
        ...(status ? { projectStatusId: status.id } : {}),
        ...(active === undefined ? {} : { active }),
        ...(input.coordinates === undefined ? {} : { coordinates: input.coordinates }),
      });
      if (status) await recordStatusChanges(tx, [{ projectId: id, description: statusScheduleDescription(status) }]);
    }),
  );
  return present(ctx.db, user, id);
}

/** Soft delete: the project keeps its rows and code; only owner-managers see it afterwards (marked). */
export async function deleteProject(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockForChange(tx, user, id, 'delete');
    await repo.softDeleteProject(tx, id);
  });
}
