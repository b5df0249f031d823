import { z } from 'zod';
import { email } from './auth';
import { LANGUAGES } from './constants';
import { dataEnvelope } from './envelope';
import { APARTMENT_ROLES, CONDOMINIUM_ROLES } from './permissions';
import { id, name } from './primitives';

/*
 * The people of a condominium and its apartments (DECISIONS.md "Apartment residents",
 * "Condominiums and materials"): a condominium's admins and stakeholders, an apartment's owners
 * and tenants. The spec's users tab shows name, e-mail, phone, type and specifier (the apartment,
 * "A1"); these answers carry the same.
 */

export const condominiumRole = z.enum(CONDOMINIUM_ROLES);
export const apartmentRole = z.enum(APARTMENT_ROLES);
/** Any role a person holds in a condominium: its own, or one of its apartments'. */
export const residentRole = z.enum([...CONDOMINIUM_ROLES, ...APARTMENT_ROLES]);
export type ResidentRole = z.infer<typeof residentRole>;

/** The apartment a resident's role belongs to, as the users tab labels it. */
export const residentApartment = z.object({
  id: z.number().int(),
  stairwell: z.string(),
  apartment_number: z.string().nullable(),
});
export type ResidentApartment = z.infer<typeof residentApartment>;

/**
 * One role of one person. E-mail and phone are null for a caller who only reads names (an owner or
 * tenant looking at the other residents of their apartment).
 */
export const residentRow = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: residentRole,
  /** Null for a condominium role (admin, stakeholder). */
  apartment: residentApartment.nullable(),
  /** Whether the account has been activated (a password set). */
  is_activated: z.boolean(),
  can: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type ResidentRow = z.infer<typeof residentRow>;

export const residentListResponse = dataEnvelope(z.array(residentRow)).extend({
  /** Whether the caller may add people here (the add button). */
  can: z.object({ create: z.boolean() }),
});
export const residentResponse = dataEnvelope(residentRow);

/**
 * POST condominium/{id}/users: a person by e-mail. An address without an account gets a new account
 * (no company) and the activation e-mail in `locale`; an existing account keeps its name. Owner and
 * tenant need `apartment_id`, an apartment of this condominium.
 */
export const addCondominiumPersonRequest = z.object({
  email,
  name: name(),
  role: residentRole,
  apartment_id: id().nullish(),
  locale: z.enum(LANGUAGES).optional(),
});
export type AddCondominiumPersonInput = z.output<typeof addCondominiumPersonRequest>;

/** POST condominium/{id}/apartments/{apartmentId}/users: the same for one apartment. */
export const addApartmentResidentRequest = z.object({
  email,
  name: name(),
  role: apartmentRole,
  locale: z.enum(LANGUAGES).optional(),
});
export type AddApartmentResidentInput = z.output<typeof addApartmentResidentRequest>;

export const condominiumRoleRequest = z.object({ role: condominiumRole });
export const apartmentRoleRequest = z.object({ role: apartmentRole });

export const condominiumUserParams = z.object({ id: id(), userId: id() });
export const apartmentUserParams = z.object({ id: id(), apartmentId: id(), userId: id() });

export const allowedRolesResponse = dataEnvelope(z.array(apartmentRole));

/** One of the caller's own apartments, with its condominium: the "My apartments" page. */
export const myApartment = z.object({
  id: z.number().int(),
  stairwell: z.string(),
  apartment_number: z.string().nullable(),
  role: apartmentRole,
  condominium: z.object({
    id: z.number().int(),
    name: z.string(),
    street_address: z.string().nullable(),
    postcode: z.string().nullable(),
    post_office: z.string().nullable(),
  }),
});
export type MyApartment = z.infer<typeof myApartment>;
export const myApartmentsResponse = dataEnvelope(z.array(myApartment));

/** One of the caller's own condominium roles (admin or stakeholder), with its condominium. */
export const myCondominium = z.object({
  id: z.number().int(),
  name: z.string(),
  street_address: z.string().nullable(),
  postcode: z.string().nullable(),
  post_office: z.string().nullable(),
  role: condominiumRole,
});
export type MyCondominium = z.infer<typeof myCondominium>;
export const myCondominiumsResponse = dataEnvelope(z.array(myCondominium));
