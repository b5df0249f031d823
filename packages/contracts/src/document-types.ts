import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { FIELD_TYPES, field, keyword } from './globals';
import { id, idOrZero, name } from './primitives';
import { booleanFlag } from './users';

/**
 * Document types, their fields and keywords (spec part 2 "Document types", section 3). The default
 * type (`DEFAULT_DOCUMENT_TYPE_NAME`) cannot be deleted, renamed or deactivated; a type in use by
 * a document cannot be deleted (27). Default fields (phase 2, subject 3, state 4 and the automatic
 * ones) cannot be deleted and keep their names; keywords of default fields cannot be deleted.
 */

/** Most keywords one field carries in a single call. */
export const MAX_KEYWORDS_PER_FIELD = 1000;
/** Most fields one type shows. */
export const MAX_FIELDS_PER_TYPE = 500;

export const documentType = z.object({
  id: z.number().int(),
  /** `document_type_default` for the default type: a key the web translates. */
  name: z.string(),
  is_default: z.boolean(),
  is_immutable: z.boolean(),
  is_active: z.boolean(),
  /** The fields the type shows, in order, each with its keywords. */
  fields: z.array(field),
  can: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type DocumentType = z.infer<typeof documentType>;

export const documentTypeResponse = dataEnvelope(documentType);
/** Every type; `can.create` (new types) and `can.manageFields` (the field management modal). */
export const documentTypeListResponse = dataEnvelope(z.array(documentType)).extend({
  can: z.object({ create: z.boolean(), manageFields: z.boolean() }),
});

const typeName = name();

/**
 * POST document-types. `is_immutable`, `is_default` and `is_active` are accepted and ignored: a new
 * type is not default, not immutable and active. A missing or blank name is 422 code 8.
 */
export const createDocumentTypeRequest = z.object({
  name: typeName,
  is_immutable: booleanFlag.optional(),
  is_default: booleanFlag.optional(),
  is_active: booleanFlag.optional(),
});
export type CreateDocumentTypeInput = z.output<typeof createDocumentTypeRequest>;

/** PUT document-types/{id}. The default type keeps its name and stays active (409 code 14). */
export const updateDocumentTypeRequest = z.object({
  name: typeName,
  is_active: booleanFlag.default(true),
});
export type UpdateDocumentTypeInput = z.output<typeof updateDocumentTypeRequest>;

/** PUT document-types/{id}/fields: the type's fields in the order it shows them. */
export const documentTypeFieldsRequest = z.object({
  fieldIds: z.array(id()).max(MAX_FIELDS_PER_TYPE),
});
export type DocumentTypeFieldsInput = z.output<typeof documentTypeFieldsRequest>;

const keywordText = name();

/** A keyword of a field form: with `id` an existing keyword of that field, without one a new keyword. */
export const fieldKeywordInput = z.object({
  id: id().optional(),
  text: keywordText,
  deactivated: booleanFlag.default(false),
});

/**
 * POST fields and PUT fields/{id} (spec part 2 section 3 "New field payload"). `showInDocumentsTable`
 * is accepted and ignored: creation sets it false, an update sets it true (as the spec says). On
 * update `fieldType` is ignored (a field keeps its type), a default field keeps its name, and a
 * keyword left out of `keywords` is deleted, except that a default field's keywords cannot be
 * deleted (409 code 14). Keywords of a field that is not a keyword field are ignored.
 */
export const fieldRequest = z.object({
  fieldName: name(),
  fieldType: z.enum(FIELD_TYPES),
  keywords: z.array(fieldKeywordInput).max(MAX_KEYWORDS_PER_FIELD).default([]),
  showInDocumentsTable: booleanFlag.optional(),
});
export type FieldInput = z.output<typeof fieldRequest>;

export const fieldResponse = dataEnvelope(field);

/** `fields/{id}/keywords/{keywordId}`: the spec's client sends field id 0; the keyword id decides. */
export const fieldKeywordParams = z.object({ id: idOrZero(), keywordId: id() });

/** PUT fields/{id}/keywords/{keywordId}: `keyword`, when sent, is the keyword's id again. */
export const updateKeywordRequest = z.object({
  keyword: idOrZero().optional(),
  text: keywordText,
  deactivated: booleanFlag.default(false),
});
export type UpdateKeywordInput = z.output<typeof updateKeywordRequest>;

export const keywordResponse = dataEnvelope(keyword);
