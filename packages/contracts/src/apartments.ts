import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { apartmentNumber, id, text } from './primitives';

/** The stairwell column's width (`apartments.stairwell`, varchar(32)): "A", "B", "Porras 2". */
export const STAIRWELL_MAX_LENGTH = 32;

/**
 * An apartment (spec part 3 §3): its template's name comes along for the tables and the page
 * header. `can` says what the caller may do with it (delete: condominiums.manage; manageResidents:
 * its owners and tenants, also the condominium's admin).
 */
export const apartment = z.object({
  id: z.number().int(),
  condominium_id: z.number().int(),
  stairwell: z.string(),
  apartment_number: z.string().nullable(),
  apartment_template_id: z.number().int().nullable(),
  template_name: z.string().nullable(),
  can: z.object({ delete: z.boolean(), manageResidents: z.boolean() }),
});
export type Apartment = z.infer<typeof apartment>;

/** The condominium an apartment belongs to, as the apartment page shows it (name and address). */
export const apartmentCondominium = z.object({
  id: z.number().int(),
  name: z.string(),
  street_address: z.string().nullable(),
  postcode: z.string().nullable(),
  post_office: z.string().nullable(),
});
export type ApartmentCondominium = z.infer<typeof apartmentCondominium>;

/** One apartment with its condominium: what the apartment page needs in one call. */
export const apartmentDetail = apartment.extend({ condominium: apartmentCondominium });
export type ApartmentDetail = z.infer<typeof apartmentDetail>;

/**
 * POST condominiums/{id}/apartments. The stairwell is required (a building with one stairwell
 * still names it, "A"); the number is empty or a whole number without leading zeros. The template
 * may be left out only to meet the server's answer: 16 when the condominium has no templates,
 * otherwise `required`.
 */
export const createApartmentRequest = z.object({
  stairwell: text(STAIRWELL_MAX_LENGTH).trim().min(1, { message: 'required' }),
  apartment_number: apartmentNumber()
    .optional()
    .transform((value) => value ?? null),
  apartment_template_id: id().nullable().optional(),
});
export type CreateApartmentInput = z.output<typeof createApartmentRequest>;

export const condominiumApartmentParams = z.object({ id: id(), apartmentId: id() });

export const apartmentResponse = dataEnvelope(apartment);
export const apartmentDetailResponse = dataEnvelope(apartmentDetail);
export const apartmentCondominiumResponse = dataEnvelope(apartmentCondominium);
/** A condominium's apartments by stairwell, then number, with `can.create` for the create form. */
export const apartmentListResponse = dataEnvelope(z.array(apartment)).extend({
  can: z.object({ create: z.boolean() }),
});
