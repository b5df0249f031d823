import { z } from 'zod';
import { PROJECT_TYPES } from './configuration';
import { NAME_MAX_LENGTH } from './constants';
import { dataEnvelope, listEnvelope, paginationQuery } from './envelope';
import { id, name, text } from './primitives';

/**
 * A condominium (spec part 3 "Data": id, name, street_address, postcode, post_office). `has_photo`
 * tells whether `condominium/photo/{id}` has an image; `can` says what the caller may do with it
 * (condominiums.manage edits and deletes and manages templates; the users tab is `manageUsers`).
 */
export const condominium = z.object({
  id: z.number().int(),
  name: z.string(),
  street_address: z.string().nullable(),
  postcode: z.string().nullable(),
  post_office: z.string().nullable(),
  has_photo: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  can: z.object({
    update: z.boolean(),
    delete: z.boolean(),
    manageUsers: z.boolean(),
    manageTemplates: z.boolean(),
    /** May list its apartments (the apartments tab): staff and its admins. */
    listApartments: z.boolean(),
    /** May read its people (the users tab): staff and its admins and stakeholders. */
    readPeople: z.boolean(),
  }),
});
export type Condominium = z.infer<typeof condominium>;

export const CONDOMINIUM_SORT_COLUMNS = ['id', 'name', 'street_address', 'postcode', 'post_office'] as const;
export type CondominiumSortColumn = (typeof CONDOMINIUM_SORT_COLUMNS)[number];

/**
 * GET condominiums: `search` matches name, street address, postcode or post office anywhere,
 * regardless of case; `sort` one of the table's columns (default name), `order` asc or desc.
 */
export const condominiumListQuery = paginationQuery.extend({
  search: text(NAME_MAX_LENGTH).trim().optional(),
  sort: z.enum(CONDOMINIUM_SORT_COLUMNS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});
export type CondominiumListQuery = z.infer<typeof condominiumListQuery>;

/** Optional address text: trimmed; empty or null clears it. */
const addressText = (max: number) =>
  text(max)
    .trim()
    .nullable()
    .transform((v) => (v ? v : null));

/** POST condominiums: a name is required (422 with `fields.name`), the address parts are optional. */
export const createCondominiumRequest = z.object({
  name: name(),
  street_address: addressText(NAME_MAX_LENGTH).optional(),
  postcode: addressText(16).optional(),
  post_office: addressText(NAME_MAX_LENGTH).optional(),
});
export type CreateCondominiumInput = z.output<typeof createCondominiumRequest>;

/** PUT condominiums/{id}: a field left out keeps its value; the name cannot be emptied. */
export const updateCondominiumRequest = createCondominiumRequest.partial();
export type UpdateCondominiumInput = z.output<typeof updateCondominiumRequest>;

export const condominiumResponse = dataEnvelope(condominium);
/** The list, with `can.create` for the create button. */
export const condominiumListResponse = listEnvelope(condominium).extend({
  can: z.object({ create: z.boolean() }),
});

/** GET condominiumsInfo: how many condominiums and apartments the caller sees. */
export const condominiumsInfo = z.object({ condominiums: z.number().int(), apartments: z.number().int() });
export const condominiumsInfoResponse = dataEnvelope(condominiumsInfo);

/** A project linked to a condominium (GET condominiums/{id}/projects). */
export const condominiumProjectSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.enum(PROJECT_TYPES),
  active: z.boolean(),
});
export type CondominiumProjectSummary = z.infer<typeof condominiumProjectSummary>;
export const condominiumProjectListResponse = dataEnvelope(z.array(condominiumProjectSummary));

/** POST condominiumprojects. */
export const linkCondominiumProjectRequest = z.object({ condominium_id: id(), project_id: id() });
/** A project's condominium; the projects answers carry it as `condominiumProject` (null: none). */
export const condominiumProjectLink = z.object({
  id: z.number().int(),
  condominium_id: z.number().int(),
  project_id: z.number().int(),
  condominium_name: z.string(),
});
export type CondominiumProjectLink = z.infer<typeof condominiumProjectLink>;
export const condominiumProjectLinkResponse = dataEnvelope(condominiumProjectLink);

/** An apartment template (spec part 3 "Data"); `apartment_count` apartments use it. */
export const apartmentTemplate = z.object({
  id: z.number().int(),
  condominium_id: z.number().int(),
  name: z.string(),
  apartment_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  can: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type ApartmentTemplate = z.infer<typeof apartmentTemplate>;

/** POST and PUT condominiums/{id}/apartmenttemplates: {name}, required. */
export const apartmentTemplateRequest = z.object({ name: name() });
export const apartmentTemplateParams = z.object({ id: id(), templateId: id() });
export const apartmentTemplateResponse = dataEnvelope(apartmentTemplate);
export const apartmentTemplateListResponse = dataEnvelope(z.array(apartmentTemplate)).extend({
  can: z.object({ create: z.boolean() }),
});
