import type {
  AddApartmentResidentInput,
  AddCondominiumPersonInput,
  ApartmentRole,
  CondominiumRole,
  Language,
  MyApartment,
  MyCondominium,
  ResidentRow,
} from '@portal/contracts';
import { APARTMENT_ROLES } from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../platform/access/access';
import { allows } from '../../platform/access/gate';
import type { ApartmentResidentsSubject } from '../../platform/access/policies/residents.policy';
import type { AuthUser } from '../../platform/auth/auth-user';
import { sendPasswordLink } from '../../platform/auth/password-links';
import type { DbOrTx } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/pg-errors';
import { invalid, notFound } from '../../platform/http/app-error';
import { findUserByEmail, findUserById, insertUser } from '../users/users.repo';
import { apartmentResidentsAccess, condominiumPeopleAccess } from './residents.access';
import * as repo from './residents.repo';

const personNotFound = () => notFound('User not found.');

function present(row: repo.PersonRow, options: { manage: boolean; contacts: boolean }): ResidentRow {
  return {
    user_id: row.userId,
    name: row.name,
    email: options.contacts ? row.email : null,
    phone: options.contacts ? row.phone : null,
    role: row.role,
    apartment: row.apartment
      ? { id: row.apartment.id, stairwell: row.apartment.stairwell, apartment_number: row.apartment.apartmentNumber }
      : null,
    is_activated: row.isActivated,
    can: { update: options.manage, delete: options.manage },
  };
}

const MANAGER = { manage: true, contacts: true };

/**
 * The account for an e-mail: the existing one, or a new one with no company (a resident) whose
 * activation e-mail is queued in `tx`, so the mail goes only if the membership commits too.
 */
async function findOrCreatePerson(
  ctx: AppContext,
  tx: DbOrTx,
  input: { email: string; name: string; locale?: Language },
): Promise<number> {
  const existing = await findUserByEmail(tx, input.email);
  if (existing) return existing.id;
  const created = await insertUser(tx, {
    email: input.email.toLowerCase(),
    name: input.name,
    enabled: true,
    locale: input.locale ?? 'en',
  });
  await sendPasswordLink(ctx, created.id, 'activate', tx);
  return created.id;
}

/** Runs `work` in a transaction, once more when a concurrent add created the same address first. */
async function withRetryOnNewAddress<T>(ctx: AppContext, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction(work);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return ctx.db.transaction(work);
  }
}

/**
 * Who a role may be given to by user id (`modifyRole`): condominiums.manage names any account; a
 * condominium's admin only people who already hold a role in that condominium or its apartments,
 * so that walking user ids through the call reveals no one else's name or e-mail.
 */
async function requireKnownPerson(tx: DbOrTx, user: AuthUser, condominiumId: number, userId: number) {
  if (allows(user, 'nameAnyone', { kind: 'condominiumPeople', condominiumId })) {
    if (!(await findUserById(tx, userId))) throw personNotFound();
    return;
  }
  const people = await repo.findCondominiumPeople(tx, condominiumId);
  if (!people.some((p) => p.userId === userId)) throw personNotFound();
}

// ---- Condominium ------------------------------------------------------------------------------

export async function listCondominiumPeople(ctx: AppContext, user: AuthUser, condominiumId: number) {
  const { subject } = await requireAccess(ctx.db, user, 'read', condominiumPeopleAccess, condominiumId);
  const manage = allows(user, 'manage', subject);
  const rows = await repo.findCondominiumPeople(ctx.db, condominiumId);
  return { data: rows.map((row) => present(row, { manage, contacts: true })), can: { create: manage } };
}

export async function addCondominiumPerson(
  ctx: AppContext,
  user: AuthUser,
  condominiumId: number,
  input: AddCondominiumPersonInput,
): Promise<ResidentRow> {
  const isApartmentRole = (APARTMENT_ROLES as readonly string[]).includes(input.role);
  if (isApartmentRole && !input.apartment_id) throw invalid({ apartment_id: ['required'] });
  const row = await withRetryOnNewAddress(ctx, async (tx) => {
    await requireAccess(tx, user, 'manage', condominiumPeopleAccess, condominiumId);
    if (isApartmentRole && input.apartment_id) {
      const apartmentId = input.apartment_id;
      if (!(await repo.findApartmentInCondominium(tx, condominiumId, apartmentId))) {
        throw notFound('Apartment not found.');
      }
      const userId = await findOrCreatePerson(ctx, tx, input);
      await repo.upsertApartmentUser(tx, apartmentId, userId, input.role as ApartmentRole);
      return repo.findApartmentResident(tx, apartmentId, userId);
    }
    const userId = await findOrCreatePerson(ctx, tx, input);
    await repo.upsertCondominiumUser(tx, condominiumId, userId, input.role as CondominiumRole);
    return repo.findCondominiumMember(tx, condominiumId, userId);
  });
  ctx.sessions.forgetUser(row.userId);
  return present(row, MANAGER);
}

/**
 * Gives the condominium role: `PUT users/{userId}` changes the role of a member (`onlyMembers`, a
 * non-member is 404), `modifyRole` also adds the user.
 */
export async function setCondominiumRole(
  ctx: AppContext,
  user: AuthUser,
  ids: { condominiumId: number; userId: number },
  role: CondominiumRole,
  options: { onlyMembers: boolean },
): Promise<ResidentRow> {
  const { condominiumId, userId } = ids;
  const row = await ctx.db.transaction(async (tx) => {
    await requireAccess(tx, user, 'manage', condominiumPeopleAccess, condominiumId);
    if (options.onlyMembers) {
      if (!(await repo.findCondominiumMember(tx, condominiumId, userId))) throw personNotFound();
    } else {
      await requireKnownPerson(tx, user, condominiumId, userId);
    }
    await repo.upsertCondominiumUser(tx, condominiumId, userId, role);
    return repo.findCondominiumMember(tx, condominiumId, userId);
  });
  ctx.sessions.forgetUser(userId);
  return present(row, MANAGER);
}

export async function removeCondominiumPerson(ctx: AppContext, user: AuthUser, condominiumId: number, userId: number) {
  await ctx.db.transaction(async (tx) => {
    await requireAccess(tx, user, 'manage', condominiumPeopleAccess, condominiumId);
    if (!(await repo.deleteCondominiumUser(tx, condominiumId, userId))) throw personNotFound();
  });
  ctx.sessions.forgetUser(userId);
}

// ---- Apartment --------------------------------------------------------------------------------

type ApartmentIds = { condominiumId: number; apartmentId: number };

function requireApartment(db: DbOrTx, user: AuthUser, action: 'read' | 'manage', ids: ApartmentIds) {
  return requireAccess(db, user, action, apartmentResidentsAccess, ids.apartmentId, {
    within: { condominiumId: ids.condominiumId },
  });
}

function abilities(user: AuthUser, subject: ApartmentResidentsSubject) {
  return { manage: allows(user, 'manage', subject), contacts: allows(user, 'readContacts', subject) };
}

export async function listApartmentResidents(ctx: AppContext, user: AuthUser, ids: ApartmentIds) {
  const { subject } = await requireApartment(ctx.db, user, 'read', ids);
  const options = abilities(user, subject);
  const rows = await repo.findApartmentResidents(ctx.db, ids.apartmentId);
  return { data: rows.map((row) => present(row, options)), can: { create: options.manage } };
}

export async function allowedApartmentRoles(ctx: AppContext, user: AuthUser, ids: ApartmentIds) {
  await requireApartment(ctx.db, user, 'read', ids);
  return [...APARTMENT_ROLES];
}

export async function addApartmentResident(
  ctx: AppContext,
  user: AuthUser,
  ids: ApartmentIds,
  input: AddApartmentResidentInput,
): Promise<ResidentRow> {
  const row = await withRetryOnNewAddress(ctx, async (tx) => {
    await requireApartment(tx, user, 'manage', ids);
    const userId = await findOrCreatePerson(ctx, tx, input);
    await repo.upsertApartmentUser(tx, ids.apartmentId, userId, input.role);
    return repo.findApartmentResident(tx, ids.apartmentId, userId);
  });
  ctx.sessions.forgetUser(row.userId);
  return present(row, MANAGER);
}

export async function setApartmentRole(
  ctx: AppContext,
  user: AuthUser,
  ids: ApartmentIds & { userId: number },
  role: ApartmentRole,
): Promise<ResidentRow> {
  const row = await ctx.db.transaction(async (tx) => {
    await requireApartment(tx, user, 'manage', ids);
    await requireKnownPerson(tx, user, ids.condominiumId, ids.userId);
    await repo.upsertApartmentUser(tx, ids.apartmentId, ids.userId, role);
    return repo.findApartmentResident(tx, ids.apartmentId, ids.userId);
  });
  ctx.sessions.forgetUser(ids.userId);
  return present(row, MANAGER);
}

export async function removeApartmentResident(ctx: AppContext, user: AuthUser, ids: ApartmentIds & { userId: number }) {
  await ctx.db.transaction(async (tx) => {
    await requireApartment(tx, user, 'manage', ids);
    if (!(await repo.deleteApartmentUser(tx, ids.apartmentId, ids.userId))) throw personNotFound();
  });
  ctx.sessions.forgetUser(ids.userId);
}

// ---- The caller's own ---------------------------------------------------------------------------

/** The caller's apartments: their own memberships, so no further check. */
export async function listMyApartments(ctx: AppContext, user: AuthUser): Promise<MyApartment[]> {
  const rows = await repo.findUserApartments(ctx.db, user.id);
  return rows.map((row) => ({
    id: row.id,
    stairwell: row.stairwell,
    apartment_number: row.apartmentNumber,
    role: row.role,
    condominium: {
      id: row.condominium.id,
      name: row.condominium.name,
      street_address: row.condominium.streetAddress,
      postcode: row.condominium.postcode,
      post_office: row.condominium.postOffice,
    },
  }));
}

/** The caller's condominium roles (admin, stakeholder). */
export async function listMyCondominiums(ctx: AppContext, user: AuthUser): Promise<MyCondominium[]> {
  const rows = await repo.findUserCondominiums(ctx.db, user.id);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    street_address: row.streetAddress,
    postcode: row.postcode,
    post_office: row.postOffice,
    role: row.role,
  }));
}
