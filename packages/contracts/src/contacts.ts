import { z } from 'zod';
import { NAME_MAX_LENGTH } from './constants';
import { dataEnvelope } from './envelope';
import { id, text } from './primitives';

/**
 * A project contact (spec part 2 section 3). `can` says whether the caller may edit or delete it
 * (projects.manage in a project they see); others read the contacts as text.
 */
export const contact = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  title: z.string(),
  phone: z.string(),
  email: z.string(),
  can: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type Contact = z.infer<typeof contact>;

/** Required on create: trimmed, not blank ("required" under the field, spec part 2 section 5). */
const requiredText = text(NAME_MAX_LENGTH).trim().min(1, { message: 'required' });
/** Free text (phone, e-mail; every field of an edit): trimmed, may be empty. */
const freeText = text(NAME_MAX_LENGTH)
  .trim()
  .nullable()
  .transform((v) => v ?? '');

/** POST projects/{id}/contacts: first_name, last_name and title required; phone and email free text. */
export const createContactRequest = z.object({
  first_name: requiredText,
  last_name: requiredText,
  title: requiredText,
  phone: freeText.optional().transform((v) => v ?? ''),
  email: freeText.optional().transform((v) => v ?? ''),
});
export type CreateContactInput = z.output<typeof createContactRequest>;

/** PUT projects/{id}/contacts/{contactId}: the spec's edit has no validation; a field left out keeps its value. */
export const updateContactRequest = z.object({
  first_name: freeText.optional(),
  last_name: freeText.optional(),
  title: freeText.optional(),
  phone: freeText.optional(),
  email: freeText.optional(),
});
export type UpdateContactInput = z.output<typeof updateContactRequest>;

export const contactParams = z.object({ id: id(), contactId: id() });

export const contactResponse = dataEnvelope(contact);
/** The contacts, oldest first, with `can.create` for the add button. */
export const contactListResponse = dataEnvelope(z.array(contact)).extend({
  can: z.object({ create: z.boolean() }),
});
