import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { type SQL, sql } from 'drizzle-orm';
import { type App, buildApp } from '../apps/server/src/app';
import type { AppContext } from '../apps/server/src/app-context';
import { closeContext } from '../apps/server/src/context';
import { selectRows } from '../apps/server/src/platform/db/rows';
import { CLIENT_PASSWORD, openBenchContext, seedDocumentsProject, sizeFromEnv } from './documents-seed';

const GOAL_RATIO = 1.5;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** API and SQL rounds alternate, so a burst of load from elsewhere on the machine hits both alike. */
async function timePair(
  rounds: number,
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
): Promise<[number[], number[]]> {
  for (let i = 0; i < 3; i++) await Promise.all([a(), b()].map((p) => p.then(() => undefined))); // warm-up
  const as: number[] = [];
  const bs: number[] = [];
  for (let i = 0; i < rounds; i++) {
    let start = performance.now();
    await a();
    as.push(performance.now() - start);
    start = performance.now();
    await b();
    bs.push(performance.now() - start);
  }
  return [as, bs];
}

/**
 * The rows `GET projects/{id}/documents` answers with, fetched by a hand-written query: every
 * visible, not removed document of the project by counter, with its type and the type's fields
 * (once per type), creator, the project's owner company, whether a deletion is asked for, and its
 * files, field values and keywords as JSON arrays. The portal builds its whole answer in
 * PostgreSQL (document-answers.repo.ts); this is what a client of the database would fetch to build it
 * itself.
 */
function rawListQuery(projectId: number, visibility: SQL): SQL {
  return sql`
    with type_fields as (
      select tf.document_type_id, json_agg(json_build_object('id', f.id, 'key', f.key, 'type', f.type,
          'is_automatic', f.is_automatic, 'is_default', f.is_default, 'order', f."order",
          'show_in_documents_table', f.show_in_documents_table) order by tf."order", tf.field_id) as fields
      from document_type_fields tf join fields f on f.id = tf.field_id group by tf.document_type_id)
    select d.*, t.id as t_id, t.name as t_name, t.is_default as t_is_default, t.is_active as t_is_active,
      coalesce(tfs.fields, '[]'::json) as t_fields,
      exists (select 1 from document_delete_requests r where r.document_id = d.id and not r.is_deleted) as delete_requested,
      c.id as c_id, c.name as c_name, u.id as u_id, u.name as u_name,
      case when c.type = 'owner' then c.name else coalesce(
        (select oc.name from project_companies opc join companies oc on oc.id = opc.company_id
          where opc.project_id = d.project_id and oc.type = 'owner' order by oc.id limit 1),
        (select min(oc.name) from companies oc where oc.type = 'owner' having count(*) = 1)) end as owner_company_name,
      coalesce((select json_agg(json_build_object('id', f.id, 'name', f.name, 'extension', f.extension, 'mime', f.mime,
          'size', f.size, 'sha256', f.sha256, 'revision', f.revision, 'ready', f.ready_at is not null,
          'thumb', f.thumb_key_prefix is not null) order by f.id)
        from document_files f where f.document_id = d.id), '[]'::json) as files,
      coalesce((select json_agg(json_build_object('field_id', v.field_id, 'text', v.text,
          'date', to_char(v.date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by v.field_id)
        from document_field_values v where v.document_id = d.id), '[]'::json) as fields,
      coalesce((select json_agg(json_build_object('field_id', k.field_id, 'id', k.id, 'text', k.text) order by k.field_id, k.id)
        from document_keywords dk join keywords k on k.id = dk.keyword_id where dk.document_id = d.id), '[]'::json) as keywords
    from documents d
    join projects p on p.id = d.project_id
    join document_types t on t.id = d.document_type_id
    left join type_fields tfs on tfs.document_type_id = t.id
    left join folders fo on fo.id = d.folder_id
    left join companies c on c.id = d.created_by_company_id
    left join users u on u.id = d.created_by_user_id
    where d.project_id = ${projectId} and d.deleted_at is null and ${visibility}
    order by d.counter`;
}

async function signIn(app: App, email: string, password: string): Promise<Record<string, string>> {
  const login = await app.inject({ method: 'POST', url: '/api/v1/authenticate', payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`sign-in of ${email} answered ${login.statusCode}`);
  return { authorization: `Bearer ${login.json().data.user.token as string}` };
}

async function benchOne(
  ctx: AppContext,
  app: App,
  label: string,
  headers: Record<string, string>,
  projectId: number,
  visibility: SQL,
  rounds: number,
): Promise<void> {
  const url = `/api/v1/projects/${projectId}/documents`;
  const first = await app.inject({ method: 'GET', url, headers });
  if (first.statusCode !== 200) throw new Error(`GET documents answered ${first.statusCode}`);
  const query = rawListQuery(projectId, visibility);
  // The same rows in the same order, or the comparison means nothing.
  const rows = await selectRows<{ id: number }>(ctx.db, query);
  const apiIds = (first.json().data as { id: number }[]).map((d) => d.id);
  if (apiIds.join() !== rows.map((r) => r.id).join())
    throw new Error(`${label}: the raw SQL does not answer the API's rows`);

  const [api, raw] = await timePair(
    rounds,
    () => app.inject({ method: 'GET', url, headers }),
    () => selectRows(ctx.db, query),
  );
  const p50 = percentile(api, 50);
  const sql50 = percentile(raw, 50);
  const kib = first.rawPayload.length / 1024;
  console.log(`\n${label}: GET ${url}, ${apiIds.length} documents, ${kib.toFixed(0)} KiB of JSON, ${rounds} rounds`);
  console.log(`portal  p50 ${p50.toFixed(1)} ms   p90 ${percentile(api, 90).toFixed(1)} ms`);
  console.log(`raw SQL p50 ${sql50.toFixed(1)} ms   p90 ${percentile(raw, 90).toFixed(1)} ms`);
  console.log(`ratio portal/SQL at p50: ${(p50 / sql50).toFixed(2)} (goal <= ${GOAL_RATIO})`);
}

/**
 * `GET projects/{id}/documents` on a project with 10,000 documents (BENCH_DOCUMENTS) through the
 * whole HTTP stack (inject), against the same rows fetched by raw SQL in the same run: once for
 * Super (sees every folder), once for a client employee who sees the main folder and three of ten
 * folders (Folder grants on their role). Goal: p50 at most 1.5 times the SQL time.
 */
export async function benchDocumentsList(): Promise<void> {
  const count = sizeFromEnv('BENCH_DOCUMENTS', 10_000);
  const rounds = sizeFromEnv('BENCH_ROUNDS', 20);
  const { config, ctx } = await openBenchContext();
  try {
    const seeded = await seedDocumentsProject(ctx, count);
    const app = await buildApp(ctx, { logger: false });
    try {
      console.log(
        `\nDocuments list (${ctx.database.kind}), load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
      );
      await benchOne(
        ctx,
        app,
        'Super',
        await signIn(app, config.ADMIN_EMAIL, config.ADMIN_PASSWORD),
        seeded.projectId,
        sql`true`,
        rounds,
      );
      await benchOne(
        ctx,
        app,
        'Client employee (main folder and 3 of 10 folders)',
        await signIn(app, seeded.client.email, CLIENT_PASSWORD),
        seeded.projectId,
        sql`p.deleted_at is null
          and exists (select 1 from project_companies pc where pc.project_id = p.id and pc.company_id in (${seeded.client.companyId}))
          and (d.folder_id is null or exists (
            select 1 from content_permissions cp join user_roles ur on ur.role_id = cp.role_id and ur.user_id = ${seeded.client.userId}
            where (cp.content_type = 'Folder' and cp.content_id = fo.id) or (cp.content_type = 'Project' and cp.content_id = fo.project_id)))`,
        rounds,
      );
    } finally {
      await app.close();
    }
  } finally {
    await closeContext(ctx);
  }
}
