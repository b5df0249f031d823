import {
  type Condominium,
  type CondominiumListQuery,
  type CondominiumProjectLink,
  type CondominiumProjectSummary,
  type CreateCondominiumInput,
  ErrorCode,
  type UpdateCondominiumInput,
} from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../platform/access/access';
import { allows, authorize, can, reaches } from '../../platform/access/gate';
import { CONDOMINIUMS } from '../../platform/access/policies/condominiums.policy';
import { PROJECTS } from '../../platform/access/policies/projects.policy';
import { projectViewer } from '../../platform/access/viewers';
import type { AuthUser } from '../../platform/auth/auth-user';
import { AppError, conflict } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/pagination';
import { projectAccess } from '../projects/projects.access';
import { visibleProjectCondition } from '../projects/projects.repo';
import { condominiumAccess, condominiumSubject, condominiumViewer } from './condominiums.access';
import * as repo from './condominiums.repo';

export function presentCondominium(user: AuthUser, row: repo.CondominiumRecord): Condominium {
  const abilities = can(user, condominiumSubject(row.id));
  return {
    id: row.id,
    name: row.name,
    street_address: row.streetAddress,
    postcode: row.postcode,
    post_office: row.postOffice,
    has_photo: row.photoKey !== null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    can: {
      update: abilities.update,
      delete: abilities.delete,
      manageUsers: abilities.manageUsers,
      manageTemplates: abilities.manageTemplates,
      // Which tabs the page offers: its apartments (staff, its admins) and its people (staff, its members).
      listApartments: allows(user, 'read', { kind: 'condominiumApartments', condominiumId: row.id }),
      readPeople: allows(user, 'read', { kind: 'condominiumPeople', condominiumId: row.id }),
    },
  };
}

export async function condominiumsInfo(ctx: AppContext, user: AuthUser) {
  authorize(user, 'list', CONDOMINIUMS);
  return repo.countVisible(ctx.db, condominiumViewer(user));
}

export async function listCondominiums(ctx: AppContext, user: AuthUser, query: CondominiumListQuery) {
  authorize(user, 'list', CONDOMINIUMS);
  const { rows, total } = await repo.findCondominiums(
    ctx.db,
    condominiumViewer(user),
    { search: query.search || undefined, sort: query.sort ?? 'name', order: query.order ?? 'asc' },
    pageWindow(query),
  );
  return { rows: rows.map((row) => presentCondominium(user, row)), total };
}

/** The list's `can.create`: the create button. */
export const canCreate = (user: AuthUser) => can(user, CONDOMINIUMS).create;

export async function getCondominium(ctx: AppContext, user: AuthUser, id: number): Promise<Condominium> {
  const { row } = await requireAccess(ctx.db, user, 'read', condominiumAccess, id);
  return presentCondominium(user, row);
}

export async function createCondominium(ctx: AppContext, user: AuthUser, input: CreateCondominiumInput) {
  authorize(user, 'create', CONDOMINIUMS);
  const row = await repo.insertCondominium(ctx.db, {
    name: input.name,
    streetAddress: input.street_address ?? null,
    postcode: input.postcode ?? null,
    postOffice: input.post_office ?? null,
  });
  return presentCondominium(user, row);
}

export async function updateCondominium(ctx: AppContext, user: AuthUser, id: number, input: UpdateCondominiumInput) {
  return ctx.db.transaction(async (tx) => {
    await requireAccess(tx, user, 'update', condominiumAccess, id, { lock: true });
    const row = await repo.updateCondominium(tx, id, {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.street_address === undefined ? {} : { streetAddress: input.street_address }),
      ...(input.postcode === undefined ? {} : { postcode: input.postcode }),
      ...(input.post_office === undefined ? {} : { postOffice: input.post_office }),
    });
    return presentCondominium(user, row);
  });
}

/**
 * Refused (409) while apartments, templates or projects use it. The row is locked first, and an
 * apartment, template or link inserted meanwhile waits on that lock (their foreign keys), so the
 * check holds until the delete commits.
 */
export async function deleteCondominium(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  const photoKey = await ctx.db.transaction(async (tx) => {
    const { row } = await requireAccess(tx, user, 'delete', condominiumAccess, id, { lock: true });
    if (await repo.isCondominiumInUse(tx, id)) {
      throw conflict(ErrorCode.conflict, 'The condominium has apartments, apartment templates or projects.');
    }
    await repo.deleteCondominium(tx, id);
    return row.photoKey;
  });
  if (photoKey) await ctx.storage.delete(photoKey);
}

/**
 * Staff are shown the linked projects they may see; residents and condominium members (who see no
 * projects) the names of the ones not deleted, which the apartment page lists.
 */
export async function listCondominiumProjects(
  ctx: AppContext,
  user: AuthUser,
  id: number,
): Promise<CondominiumProjectSummary[]> {
  await requireAccess(ctx.db, user, 'read', condominiumAccess, id);
  // Within the projects' reach (staff) the visibility join applies; outside it, the names only.
  const visible = reaches(user, PROJECTS) ? visibleProjectCondition(projectViewer(user)) : repo.notDeletedProject();
  return repo.findCondominiumProjects(ctx.db, id, visible);
}

const notCondominiumProject = () =>
  new AppError(422, ErrorCode.checkInputs, 'The project is not a condominium project.', {
    project_id: ['not-a-condominium-project'],
  });

/** POST condominiumprojects: the project's editors set its condominium (one per project). */
export async function linkProject(
  ctx: AppContext,
  user: AuthUser,
  input: { condominium_id: number; project_id: number },
): Promise<CondominiumProjectLink> {
  return ctx.db.transaction(async (tx) => {
    const project = await requireAccess(tx, user, 'update', projectAccess, input.project_id, { lock: true });
    const condominium = await requireAccess(tx, user, 'read', condominiumAccess, input.condominium_id);
    if (project.row.type !== 'condominium') throw notCondominiumProject();
    const [link] = await repo.linkCondominiumProjects(tx, [
      { condominiumId: input.condominium_id, projectId: input.project_id },
    ]);
    return {
      id: link.id,
      condominium_id: link.condominiumId,
      project_id: link.projectId,
      condominium_name: condominium.row.name,
    };
  });
}
