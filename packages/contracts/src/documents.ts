import { z } from 'zod';
import { BULK_PER_PAGE, dataEnvelope } from './envelope';
import { field } from './globals';
import { id, idOrZero, int, text } from './primitives';

/**
 * Documents of a project (spec part 2 "Document panel", section 3 "Document"; DECISIONS.md
 * "Documents"). One schema serves the list and the single document: lists carry no heavy fields
 * (no extracted text, no EXIF), so the two are the same shape.
 */

/**
 * The default type's name: a key the web translates. It cannot be deleted, renamed or
 * deactivated (spec part 2 "Document types").
 */
export const DEFAULT_DOCUMENT_TYPE_NAME = 'document_type_default';

/** The counter as the panel shows it: base 32 (spec part 2 "Document panel"). */
export const documentCounterText = (counter: number) => counter.toString(32);

/** Thumbnail sizes: long side in pixels (DECISIONS.md "Documents"). */
export const THUMB_SIZES = { small: 256, medium: 800, large: 1600 } as const;
export type ThumbSize = keyof typeof THUMB_SIZES;

/** Files the dialog sends at once. */
export const UPLOAD_CONCURRENCY = 3;

export const documentFile = z.object({
  id: z.number().int(),
  /** The stored, safe name (no path). */
  name: z.string(),
  /** `name` with its extension, as the spec's `full_name`. */
  full_name: z.string(),
  extension: z.string(),
  /** Found from the content, not from the name the client sent. */
  mime: z.string(),
  size: z.number().int(),
  sha256: z.string(),
});
export type DocumentFile = z.infer<typeof documentFile>;

/** A field of a document's type: the field definition without its keywords. */
export const documentTypeField = field.omit({ keywords: true });
export type DocumentTypeField = z.infer<typeof documentTypeField>;

export const documentFieldValue = z.object({
  field_id: z.number().int(),
  text: z.string().nullable(),
  /** ISO 8601, or null for a text field. */
  date: z.string().nullable(),
});
export type DocumentFieldValue = z.infer<typeof documentFieldValue>;

export const documentKeyword = z.object({ field_id: z.number().int(), id: z.number().int(), text: z.string() });
export type DocumentKeyword = z.infer<typeof documentKeyword>;

export const document = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  name: z.string(),
  /** Base 32 (`documentCounterText`). */
  counter: z.string(),
  counterNumber: z.number().int(),
  /**
   * The first file's download path under /api/v1 with its revision (`…/files/{fileId}?v=2`), or
   * null before a file is stored. The revision changes when the file is replaced, so a browser
   * cache never answers an old file for it (FILE_VERSION_PARAM).
   */
  url: z.string().nullable(),
  /**
   * The small thumbnail's path under /api/v1 with the file's revision (`…/thumb?v=2`; add
   * `&size=`), or null for a file without one.
   */
  thumb: z.string().nullable(),
  /** Thumbnails and extracted data exist (processing has finished). */
  ready: z.boolean(),
  /** `lat,lng`, or null. */
  coordinates: z.string().nullable(),
  gps_accuracy: z.number().nullable(),
  /** null: the project's main folder (0). */
  folder_id: z.number().int().nullable(),
  document_type_id: z.number().int(),
  document_type: z.object({
    id: z.number().int(),
    name: z.string(),
    is_default: z.boolean(),
    is_active: z.boolean(),
    /**
     * The fields the type shows, in its order (as `GET document-types`), without their keyword
     * lists: those are the globals' (`GET fields`, `allKeywords`), and a list of 10,000 documents
     * would repeat them in every one (bench/documents-list.bench.ts).
     */
    fields: z.array(documentTypeField),
  }),
  group: z.string().nullable(),
  addedByCompany: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /**
   * The owner-side company the document belongs to: the adding user's company when it is of type
   * owner, else an owner company attached to the project, else the installation's only owner
   * company; null when none of these exists (README "Behaviour").
   */
  owner_company_name: z.string().nullable(),
  addedByUser: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Capture time (EXIF) or else upload time, ISO 8601. */
  created: z.string(),
  /** `created`'s date, YYYY-MM-DD (report by date). */
  createdDateOnly: z.string(),
  updated_at: z.string(),
  /** Keyword texts of the built-in fields (phase 2, subject 3, state 4), or null. */
  phase: z.string().nullable(),
  subject: z.string().nullable(),
  state: z.string().nullable(),
  /** Text of the `info` field. */
  detailText: z.string().nullable(),
  /** Text of the `position` field. */
  positionText: z.string().nullable(),
  files: z.array(documentFile),
  fields: z.array(documentFieldValue),
  keywords: z.array(documentKeyword),
  /** Someone has asked for its deletion and nobody has decided yet (one open request per document). */
  delete_requested: z.boolean(),
  can: z.object({
    update: z.boolean(),
    delete: z.boolean(),
    move: z.boolean(),
    /** May ask for deletion (document-delete-requests) instead. */
    requestDelete: z.boolean(),
  }),
});
export type Document = z.infer<typeof document>;

/** A map marker: as light as the map needs (ARCHITECTURE.md "Performance habits"). */
export const documentPicture = z.object({
  id: z.number().int(),
  lat: z.number(),
  lng: z.number(),
  /** Colour keys: the adding company, and the subject and state keywords. */
  company_id: z.number().int().nullable(),
  subject_id: z.number().int().nullable(),
  state_id: z.number().int().nullable(),
});
export type DocumentPicture = z.infer<typeof documentPicture>;

/** What the panel may do in this project (the buttons for things that do not exist yet). */
export const projectDocumentsCan = z.object({
  create: z.boolean(),
  createFolder: z.boolean(),
  move: z.boolean(),
  deleteAny: z.boolean(),
  export: z.boolean(),
});
export type ProjectDocumentsCan = z.infer<typeof projectDocumentsCan>;

export const fieldValueInput = z.object({
  field_id: id(),
  text: text().nullable().optional(),
  date: z.iso.datetime({ offset: true }).or(z.iso.date()).nullable().optional(),
});
export type FieldValueInput = z.infer<typeof fieldValueInput>;

const MAX_KEYWORDS = 200;
const MAX_FIELDS = 200;

/** A JSON string of a multipart field, parsed and then checked. */
const jsonText = <T extends z.ZodType>(schema: T) =>
  text(100_000)
    .transform((raw, ctx) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'invalid-json' });
        return z.NEVER;
      }
    })
    .pipe(schema);

/**
 * The text fields of `POST projects/{projectId}/documents` (multipart, one file per call, in the
 * part `file`; DECISIONS.md "Documents").
 */
export const uploadDocumentFields = z.object({
  documentTypeId: id(),
  folderId: idOrZero().default(0),
  fields: jsonText(z.array(fieldValueInput).max(MAX_FIELDS)).optional(),
  keywords: jsonText(z.array(id()).max(MAX_KEYWORDS)).optional(),
  group: text(64).optional(),
  /** `lat,lng` or JSON `{"lat": …, "lng": …}` chosen on the map before uploading (accuracy 0); EXIF GPS otherwise. */
  coordinates: text(200).optional(),
  /**
   * The client's own id for this file (a UUID made when the file was chosen). A retry with the same
   * key, by the same user in the same project, answers the document the first try made (201, the
   * same answer) instead of adding a second: an upload saved just before a crash is not doubled.
   */
  upload_key: z
    .string()
    .regex(/^[A-Za-z0-9._:-]{1,100}$/, 'invalid-upload-key')
    .optional(),
});
export type UploadDocumentFields = z.output<typeof uploadDocumentFields>;

/** `PUT projects/{id}/documents/{documentId}`. Omitted parts stay as they are. */
export const updateDocumentRequest = z.object({
  fields: z.array(fieldValueInput).max(MAX_FIELDS).optional(),
  keywords: z.array(id()).max(MAX_KEYWORDS).optional(),
  group: text(64).nullable().optional(),
  /**
   * `lat,lng`, or JSON `{"lat": …, "lng": …}` (the spec reads coordinates as either), or null to
   * clear; set by a map click with `gps_accuracy` 0.
   */
  coordinates: text(200).nullable().optional(),
  gps_accuracy: z.number().min(0).max(1_000_000).nullable().optional(),
});
export type UpdateDocumentInput = z.output<typeof updateDocumentRequest>;

/** `PUT .../updateFolder`: within the same project (DECISIONS.md "Documents"). */
export const moveDocumentRequest = z.object({ folder_id: idOrZero(), project_id: id() });

/** `PUT projects/{id}/documents/updateFolder`: many documents of the project to one folder of it. Nothing selected is 26. */
export const moveDocumentsRequest = z.object({ ids: z.array(id()).max(10_000), folder_id: idOrZero() });
export type MoveDocumentsInput = z.output<typeof moveDocumentsRequest>;

/** `POST projects/{id}/documents/delete`. Nothing selected is 26. */
export const deleteDocumentsRequest = z.object({ ids: z.array(id()).max(10_000) });

export const projectDocumentParams = z.object({ id: id(), documentId: id() });
export const documentFileParams = z.object({ id: id(), documentId: id(), fileId: id() });
/**
 * The query parameter of a file's or thumbnail's revision (`document_files.revision`, in the
 * answer's `url` and `thumb`). With the current revision the answer may be cached for good; any
 * other value, or none, is answered as well but revalidated each time (ETag).
 */
export const FILE_VERSION_PARAM = 'v';
const fileVersion = z.string().max(100).optional();

export const thumbQuery = z.object({
  size: z.enum(['small', 'medium', 'large']).default('small'),
  v: fileVersion,
});
export const fileQuery = z.object({ v: fileVersion });

/** The `v` of a path from an answer (`url`, `thumb`), for calls that take it as a query value. */
export function fileVersionOf(path: string | null | undefined): string | undefined {
  const query = path?.split('?')[1];
  return query ? (new URLSearchParams(query).get(FILE_VERSION_PARAM) ?? undefined) : undefined;
}

export const documentListQuery = z.object({
  /** Only this folder (0: the main folder); all visible folders when omitted (flat mode). */
  folder_id: idOrZero().optional(),
  /**
   * Only the newest N documents (highest counter first: the panel's default order), for its first
   * screen; the whole list follows in the background. Without it: every document, by counter.
   */
  limit: int(1, BULK_PER_PAGE).optional(),
});

export const documentResponse = dataEnvelope(document);
export const documentListResponse = z.object({ data: z.array(document), can: projectDocumentsCan });
export type DocumentList = z.infer<typeof documentListResponse>;
export const documentPictureListResponse = dataEnvelope(z.array(documentPicture));
export const documentIdsResponse = dataEnvelope(z.object({ ids: z.array(z.number().int()) }));
