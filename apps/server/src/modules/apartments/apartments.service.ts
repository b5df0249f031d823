import { type Apartment, type ApartmentCondominium, type CreateApartmentInput, ErrorCode } from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../platform/access/access';
import { can } from '../../platform/access/gate';
import type { AuthUser } from '../../platform/auth/auth-user';
import { AppError, invalid } from '../../platform/http/app-error';
import { apartmentAccess, condominiumApartmentsAccess } from './apartments.access';
import * as repo from './apartments.repo';

function present(user: AuthUser, row: repo.ApartmentListRow): Apartment {
  const abilities = can(user, { kind: 'apartment', id: row.id, condominiumId: row.condominiumId });
  return {
    id: row.id,
    condominium_id: row.condominiumId,
    stairwell: row.stairwell,
    apartment_number: row.apartmentNumber,
    apartment_template_id: row.apartmentTemplateId,
    template_name: row.templateName,
    can: { delete: abilities.delete, manageResidents: abilities.manageResidents },
  };
}

function presentCondominium(row: repo.CondominiumRow): ApartmentCondominium {
  return {
    id: row.id,
    name: row.name,
    street_address: row.streetAddress,
    postcode: row.postcode,
    post_office: row.postOffice,
  };
}

/** The apartments tab (and `apartments/condominium/{id}`): staff and the condominium's admin. */
export async function listApartments(ctx: AppContext, user: AuthUser, condominiumId: number) {
  const { row } = await requireAccess(ctx.db, user, 'read', condominiumApartmentsAccess, condominiumId);
  const rows = await repo.listApartments(ctx.db, row.id);
  const create = can(user, { kind: 'condominiumApartments', condominiumId }).create;
  return { data: rows.map((apartment) => present(user, apartment)), can: { create } };
}

export async function getApartment(ctx: AppContext, user: AuthUser, condominiumId: number, apartmentId: number) {
  const { row } = await requireAccess(ctx.db, user, 'read', apartmentAccess, apartmentId, {
    within: { condominiumId },
  });
  return { ...present(user, row), condominium: presentCondominium(row.condominium) };
}

export async function getApartmentCondominium(ctx: AppContext, user: AuthUser, apartmentId: number) {
  const { row } = await requireAccess(ctx.db, user, 'read', apartmentAccess, apartmentId);
  return presentCondominium(row.condominium);
}

/**
 * Adds an apartment. A condominium without templates is 16 (spec part 3 §5); a template of another
 * condominium is a body value that names nothing here, so 422 on the field (DECISIONS.md "Input").
 */
export async function createApartment(
  ctx: AppContext,
  user: AuthUser,
  condominiumId: number,
  input: CreateApartmentInput,
) {
  const id = await ctx.db.transaction(async (tx) => {
    await requireAccess(tx, user, 'create', condominiumApartmentsAccess, condominiumId, { lock: true });
    if (!(await repo.hasTemplates(tx, condominiumId))) {
      throw new AppError(422, ErrorCode.noApartmentTemplates, 'The condominium has no apartment templates.');
    }
    const templateId = input.apartment_template_id;
    if (templateId === undefined || templateId === null) throw invalid({ apartment_template_id: ['required'] });
    if (!(await repo.findTemplate(tx, condominiumId, templateId))) {
      throw invalid({ apartment_template_id: ['not-found'] });
    }
    return repo.insertApartment(tx, {
      condominiumId,
      stairwell: input.stairwell,
      apartmentNumber: input.apartment_number,
      apartmentTemplateId: templateId,
    });
  });
  const [found] = await repo.findApartmentsIn(ctx.db, [id], condominiumId, false);
  return present(user, found);
}

/** Deletes an apartment; its residents' memberships and notification links go with it. */
export async function deleteApartment(ctx: AppContext, user: AuthUser, condominiumId: number, apartmentId: number) {
  await ctx.db.transaction(async (tx) => {
    await requireAccess(tx, user, 'delete', apartmentAccess, apartmentId, { within: { condominiumId }, lock: true });
    await repo.deleteApartment(tx, apartmentId);
  });
}
