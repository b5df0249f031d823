import { type ApartmentTemplate, ErrorCode } from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../platform/access/access';
import { allows } from '../../platform/access/gate';
import type { AuthUser } from '../../platform/auth/auth-user';
import { conflict } from '../../platform/http/app-error';
import * as repo from './apartment-templates.repo';
import { apartmentTemplateAccess, condominiumAccess, condominiumSubject } from './condominiums.access';

function present(user: AuthUser, row: repo.ApartmentTemplateRow): ApartmentTemplate {
  const manages = allows(user, 'manageTemplates', condominiumSubject(row.condominiumId));
  return {
    id: row.id,
    condominium_id: row.condominiumId,
    name: row.name,
    apartment_count: row.apartmentCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    can: { update: manages, delete: manages },
  };
}

/** The condominium's templates, with `can.create` for the add button. */
export async function listTemplates(ctx: AppContext, user: AuthUser, condominiumId: number) {
  await requireAccess(ctx.db, user, 'read', condominiumAccess, condominiumId);
  const rows = await repo.findTemplates(ctx.db, condominiumId);
  return {
    data: rows.map((row) => present(user, row)),
    can: { create: allows(user, 'manageTemplates', condominiumSubject(condominiumId)) },
  };
}

export async function getTemplate(ctx: AppContext, user: AuthUser, condominiumId: number, templateId: number) {
  await requireAccess(ctx.db, user, 'read', condominiumAccess, condominiumId);
  const { row } = await requireAccess(ctx.db, user, 'read', apartmentTemplateAccess, templateId, {
    within: { condominiumId },
  });
  return present(user, row);
}

export async function createTemplate(ctx: AppContext, user: AuthUser, condominiumId: number, name: string) {
  return ctx.db.transaction(async (tx) => {
    await requireAccess(tx, user, 'manageTemplates', condominiumAccess, condominiumId);
    return present(user, await repo.insertTemplate(tx, condominiumId, name));
  });
}

export async function renameTemplate(
  ctx: AppContext,
  user: AuthUser,
  condominiumId: number,
  templateId: number,
  name: string,
) {
  return ctx.db.transaction(async (tx) => {
    await requireAccess(tx, user, 'read', condominiumAccess, condominiumId);
    const { row } = await requireAccess(tx, user, 'manageTemplates', apartmentTemplateAccess, templateId, {
      within: { condominiumId },
      lock: true,
    });
    const renamed = await repo.renameTemplate(tx, templateId, name);
    return present(user, { ...renamed, apartmentCount: row.apartmentCount });
  });
}

/**
 * Refused (409) while apartments use it. The template is locked first; an apartment that would
 * point at it meanwhile waits on that lock (its foreign key), so the count holds until the delete.
 */
export async function deleteTemplate(ctx: AppContext, user: AuthUser, condominiumId: number, templateId: number) {
  await ctx.db.transaction(async (tx) => {
    await requireAccess(tx, user, 'read', condominiumAccess, condominiumId);
    const { row } = await requireAccess(tx, user, 'manageTemplates', apartmentTemplateAccess, templateId, {
      within: { condominiumId },
      lock: true,
    });
    if (row.apartmentCount > 0) throw conflict(ErrorCode.conflict, 'Apartments use this apartment template.');
    await repo.deleteTemplate(tx, templateId);
  });
}
