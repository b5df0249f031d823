import { type Document, FILE_VERSION_PARAM } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { selectRows } from '../../platform/db/rows';
import { type DocumentViewer, visibleDocumentCondition } from './documents.repo';

/**
 * The document answer (contracts `document`), written by PostgreSQL as JSON text.
 *
 * Why not a presenter in TypeScript: a project's list has 10,000 documents and more, and building
 * it row by row in Node (driver row objects, one presenter object per document, then
 * fast-json-stringify) cost more than twice the query (bench/documents-list.bench.ts). PostgreSQL
 * writes the same answer in the query itself; the list is sent as the text it returns. There is
 * only this presenter: the single document is the same expression, parsed. The API tests read
 * both through the contract's schema and check that no key is missing or extra
 * (document-answers.test.ts).
 *
 * `can` depends only on the user (documents.policy.ts), so it is one parameter for every row.
 */

/** Built-in fields (seeded with these ids): phase 2, subject 3, state 4, info 7, position 8. */
const FIELD = { phase: 2, subject: 3, state: 4, info: 7, position: 8 } as const;

export type DocumentCan = Document['can'];

const BASE32_DIGITS = '0123456789abcdefghijklmnopqrstuv';

/**
 * `documentCounterText` (base 32, as `Number.toString(32)`) for a positive integer below 2^31:
 * at most seven digits, each shown only when the number reaches it. Written out, not a
 * subquery or a function, so it costs a few operators per row and needs no migration.
 */
export function base32Text(value: SQL): SQL {
  const digit = (position: number) =>
    sql`substr(${sql.raw(`'${BASE32_DIGITS}'`)}, ((${value} >> ${sql.raw(String(5 * position))}) & 31) + 1, 1)`;
  const parts: SQL[] = [];
  for (let position = 6; position > 0; position--) {
    parts.push(sql`case when ${value} >= ${sql.raw(String(32 ** position))} then ${digit(position)} else '' end`);
  }
  parts.push(digit(0));
  return sql`(${sql.join(parts, sql` || `)})`;
}

/**
 * A coordinate as JavaScript writes the number (`String(60.17)`). PostgreSQL's float8 text is the
 * same shortest round-trip form, except that it switches to an exponent (`1e-05`) below 1e-4 and
 * keeps the sign of -0: those few go through numeric, which writes decimals (also below 1e-6,
 * where JavaScript would write an exponent that is no `lat,lng` decimal pair).
 */
export function coordinateText(value: SQL): SQL {
  return sql`(case when ${value} = 0 then '0'
    when abs(${value}) >= 0.0001 then ${value}::text
    else trim_scale(${value}::numeric)::text end)`;
}

/** `Date.toISOString()` of a timestamptz. */
export function isoText(value: SQL): SQL {
  return sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * The owner-side company of the documents of a project (`owner_company_name` when the adding user's
 * company is not of type owner): an owner company attached to the project, else the installation's
 * only owner company (owner companies see every project without being attached, so most projects
 * have none attached). Null when neither exists. Uncorrelated for a list: computed once.
 */
function projectOwnerCompanyName(projectId: SQL): SQL {
  return sql`coalesce(
    (select oc.name from project_companies opc join companies oc on oc.id = opc.company_id
      where opc.project_id = ${projectId} and oc.type = 'owner' order by oc.id limit 1),
    (select min(oc.name) from companies oc where oc.type = 'owner' having count(*) = 1))`;
}

/**
 * Each document type's part of the answer (`document_type`, with its fields in the order
 * `GET document-types` gives them, without their keyword lists), built once per type rather than
 * once per document.
 */
const TYPE_ANSWERS = sql`type_answers as materialized (
  select t.id, json_build_object('id', t.id, 'name', t.name, 'is_default', t.is_default, 'is_active', t.is_active,
    'fields', coalesce((select json_agg(json_build_object('id', f.id, 'key', f.key, 'type', f.type,
        'is_automatic', f.is_automatic, 'is_default', f.is_default, 'order', f."order",
        'show_in_documents_table', f.show_in_documents_table) order by tf."order", tf.field_id)
      from document_type_fields tf join fields f on f.id = tf.field_id where tf.document_type_id = t.id), '[]'::json)
  ) as answer
  from document_types t)`;

/**
 * The JSON object of a row of `documents`, from the joins of `fromDocuments`. A file has a thumbnail once
 * processing made one, and will have one while an image or PDF is still being processed (the
 * thumb answers 404 until then and the client retries); office and text files, and files whose
 * processing failed, have none. File and thumbnail paths carry the file's revision (`?v=`).
 */
function documentObject(can: DocumentCan, projectId: SQL, extra: SQL = sql``): SQL {
  const created = sql`coalesce(documents.captured_at, documents.created_at)`;
  const base = sql`'projects/' || documents.project_id || '/documents/' || documents.id`;
  const version = sql`'?${sql.raw(FILE_VERSION_PARAM)}=' || ff.revision`;
  return sql`json_build_object(
    'id', documents.id,
    'project_id', documents.project_id,
    'name', documents.name,
    'counter', ${base32Text(sql`documents.counter`)},
    'counterNumber', documents.counter,
    'url', case when ff.id is null then null else ${base} || '/files/' || ff.id || ${version} end,
    'thumb', case when ff.id is not null and (case when ff.ready_at is not null then ff.thumb_key_prefix is not null
        else ff.mime like 'image/%' or ff.mime = 'application/pdf' end) then ${base} || '/thumb' || ${version} end,
    'ready', ff.ready_at is not null,
    'coordinates', case when documents.latitude is not null and documents.longitude is not null
      then ${coordinateText(sql`documents.latitude`)} || ',' || ${coordinateText(sql`documents.longitude`)} end,
    'gps_accuracy', documents.gps_accuracy,
    'folder_id', documents.folder_id,
    'document_type_id', documents.document_type_id,
    'document_type', t.answer,
    'group', documents."group",
    'addedByCompany', case when c.id is null then null else json_build_object('id', c.id, 'name', c.name) end,
    'owner_company_name', case when c.type = 'owner' then c.name else ${projectOwnerCompanyName(projectId)} end,
    'addedByUser', case when u.id is null then null else json_build_object('id', u.id, 'name', u.name) end,
    'created', ${isoText(created)},
    'createdDateOnly', to_char(${created} at time zone 'UTC', 'YYYY-MM-DD'),
    'updated_at', ${isoText(sql`documents.updated_at`)},
    'phase', kw.phase,
    'subject', kw.subject,
    'state', kw.state,
    'detailText', fv.info,
    'positionText', fv.position,
    'files', coalesce(fl.list, '[]'::json),
    'fields', coalesce(fv.list, '[]'::json),
    'keywords', coalesce(kw.list, '[]'::json),
    'delete_requested', exists (select 1 from document_delete_requests r
      where r.document_id = documents.id and r.is_deleted = false),
    'can', ${JSON.stringify(can)}::json${extra})`;
}

const firstKeywordOf = (fieldId: number) =>
  sql`(array_agg(k.text order by k.id) filter (where k.field_id = ${sql.raw(String(fieldId))}))[1]`;
const textOf = (fieldId: number) => sql`min(v.text) filter (where v.field_id = ${sql.raw(String(fieldId))})`;

/**
 * Documents with what their answer needs, each child table read once per document (a lateral
 * join each: the keywords give the list and the phase, subject and state texts together).
 * `visibleDocumentCondition` reads `documents`, `projects` and `folders` by their table names, so
 * those three are not aliased.
 */
function fromDocuments(where: SQL): SQL {
  return sql`from documents
    join projects on projects.id = documents.project_id
    join type_answers t on t.id = documents.document_type_id
    left join folders on folders.id = documents.folder_id
    left join companies c on c.id = documents.created_by_company_id
    left join users u on u.id = documents.created_by_user_id
    left join lateral (select f.id, f.mime, f.ready_at, f.thumb_key_prefix, f.revision from document_files f
      where f.document_id = documents.id order by f.id limit 1) ff on true
    left join lateral (select json_agg(json_build_object('id', f.id, 'name', f.name,
        'full_name', case when f.extension = '' then f.name else f.name || '.' || f.extension end,
        'extension', f.extension, 'mime', f.mime, 'size', f.size, 'sha256', f.sha256) order by f.id) as list
      from document_files f where f.document_id = documents.id) fl on true
    left join lateral (select json_agg(json_build_object('field_id', v.field_id, 'text', v.text,
        'date', ${isoText(sql`v.date`)}) order by v.field_id) as list,
        ${textOf(FIELD.info)} as info, ${textOf(FIELD.position)} as position
      from document_field_values v where v.document_id = documents.id) fv on true
    left join lateral (select json_agg(json_build_object('field_id', k.field_id, 'id', k.id, 'text', k.text)
        order by k.field_id, k.id) as list,
        ${firstKeywordOf(FIELD.phase)} as phase, ${firstKeywordOf(FIELD.subject)} as subject,
        ${firstKeywordOf(FIELD.state)} as state
      from document_keywords dk join keywords k on k.id = dk.keyword_id where dk.document_id = documents.id) kw on true
    where ${where}`;
}

/**
 * The visible, not removed documents of a project (of one folder when given; null = main) as a
 * JSON array: every one by counter, or with `limit` the newest N, highest counter first (the
 * panel's first screen: the unique (project, counter) index read backwards, and the child tables
 * read for those N only).
 */
export async function visibleDocumentsJson(
  db: DbOrTx,
  viewer: DocumentViewer,
  projectId: number,
  folderId: number | null | undefined,
  can: DocumentCan,
  limit?: number,
): Promise<string> {
  const inFolder =
    folderId === undefined
      ? sql`true`
      : folderId === null
        ? sql`documents.folder_id is null`
        : sql`documents.folder_id = ${folderId}`;
  const where = sql`documents.project_id = ${projectId} and documents.deleted_at is null and ${inFolder}
    and ${visibleDocumentCondition(viewer)}`;
  const object = documentObject(can, sql`${projectId}`);
  const query =
    limit === undefined
      ? sql`with ${TYPE_ANSWERS} select coalesce(json_agg(${object} order by documents.counter), '[]'::json)::text as json ${fromDocuments(where)}`
      : sql`with ${TYPE_ANSWERS} select coalesce(json_agg(page.document order by page.counter desc), '[]'::json)::text as json
          from (select ${object} as document, documents.counter ${fromDocuments(where)}
            order by documents.counter desc limit ${limit}) page`;
  const [row] = await selectRows<{ json: string }>(db, query);
  return row.json;
}

/** One document's answer by id, removed or not; the caller has checked that the user may see it. */
export async function documentAnswer(db: DbOrTx, id: number, can: DocumentCan): Promise<Document | undefined> {
  const [row] = await selectRows<{ json: string }>(
    db,
    sql`with ${TYPE_ANSWERS} select ${documentObject(can, sql`documents.project_id`)}::text as json ${fromDocuments(sql`documents.id = ${id}`)}`,
  );
  return row ? (JSON.parse(row.json) as Document) : undefined;
}

/**
 * The documents of a summary view (DECISIONS.md "Summary views"): not removed documents of every
 * folder copied from the default folder, in projects that are not deleted, by project code and
 * counter, with the view's columns: `project_code`, `project_name` and `summary_companies` (the
 * subcontractor companies attached to the project; only `shownCompanyIds` of them when given, so
 * no other company's name reaches a user outside the owner side). The caller has checked that the
 * user may see the view.
 */
export async function summaryViewDocumentsJson(
  db: DbOrTx,
  defaultFolderId: number,
  can: DocumentCan,
  shownCompanyIds: number[] | null,
): Promise<string> {
  const shown =
    shownCompanyIds === null
      ? sql``
      : shownCompanyIds.length
        ? sql` and sc.id in (${sql.join(
            shownCompanyIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql` and false`;
  const extra = sql`,
    'project_code', projects.code,
    'project_name', projects.name,
    'summary_companies', coalesce((select json_agg(json_build_object('id', sc.id, 'name', sc.name) order by sc.name, sc.id)
      from project_companies pc join companies sc on sc.id = pc.company_id
      where pc.project_id = documents.project_id and sc.type = 'subcontractor'${shown}), '[]'::json)`;
  const where = sql`folders.default_folder_id = ${defaultFolderId} and documents.deleted_at is null
    and projects.deleted_at is null`;
  const object = documentObject(can, sql`documents.project_id`, extra);
  const [row] = await selectRows<{ json: string }>(
    db,
    sql`with ${TYPE_ANSWERS} select coalesce(json_agg(${object} order by projects.code, documents.project_id, documents.counter), '[]'::json)::text as json ${fromDocuments(where)}`,
  );
  return row.json;
}
