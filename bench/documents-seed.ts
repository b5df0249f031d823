import { sql } from 'drizzle-orm';
import type { AppContext } from '../apps/server/src/app-context';
import { type Config, loadConfig } from '../apps/server/src/config';
import { createContext } from '../apps/server/src/context';
import { addUserCompanyRoles, insertCompanyWithRoles } from '../apps/server/src/modules/companies/company-roles.repo';
import { hashPassword } from '../apps/server/src/platform/auth/passwords';
import { selectRows } from '../apps/server/src/platform/db/rows';
import { users } from '../apps/server/src/platform/db/schema';

export const CLIENT_PASSWORD = 'bench-password-1';
const FOLDERS = 10;
/** The client employee is granted these many of the folders (the first ones). */
const GRANTED_FOLDERS = 3;

/** Figures can be made smaller for a quick run: `BENCH_DOCUMENTS=500 npm run bench -- documents-list`. */
export function sizeFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * The server's context in this process, on a fresh embedded database (or BENCH_DATABASE_URL's
 * PostgreSQL, whose database is filled and left behind), without the job worker.
 */
export async function openBenchContext(): Promise<{ config: Config; ctx: AppContext }> {
  const config = loadConfig(
    {},
    {
      DATA_DIR: '/tmp/portal-bench',
      DATABASE_URL: process.env.BENCH_DATABASE_URL,
      LOG_LEVEL: 'silent',
      RUN_WORKER: false,
      // Map tiles from a closed local port: refused at once, so the figures never wait on the
      // internet, and no request routing is needed (Playwright's routing turns the HTTP cache off).
      MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
    },
  );
  const silent = { info() {}, error() {} };
  return { config, ctx: await createContext(config, silent, { inMemoryDb: true }) };
}

export interface DocumentsProject {
  projectId: number;
  documents: number;
  client: { email: string; companyId: number; userId: number };
}

/**
 * An infrastructure project (so the panel shows the map) with `count` documents inserted in bulk,
 * not uploaded: each has one ready JPEG file row (the bytes need not exist for a listing), a
 * position around Helsinki, a subject and a state keyword and an info text. A tenth of them lie in
 * the main folder, the rest spread over ten folders. A client company is attached, and its employee
 * is granted three of the folders: they see the main folder and those.
 */
export async function seedDocumentsProject(ctx: AppContext, count: number): Promise<DocumentsProject> {
  const stamp = Date.now();
  const [project] = await selectRows<{ id: number }>(
    ctx.db,
    sql`insert into projects (code, name, type, project_subtype_id, project_status_id, active, coordinates, document_counter, last_document_at)
      values (${`BENCH-DOCS-${stamp}`}, 'Bench documents', 'infrastructure',
        (select id from project_subtypes order by id limit 1), (select id from project_statuses order by id limit 1),
        true, '60.17,24.94', ${count}, now())
      returning id`,
  );
  const projectId = project.id;
  await ctx.db.execute(sql`
    insert into folders (project_id, name)
    select ${projectId}, 'Folder ' || g from generate_series(1, ${FOLDERS}) g`);
  const folderIds = (
    await selectRows<{ id: number }>(ctx.db, sql`select id from folders where project_id = ${projectId} order by id`)
  ).map((f) => f.id);
  const folderArray = sql.raw(`array[${folderIds.join(',')}]::int[]`);
  await ctx.db.execute(sql`
    insert into keywords (field_id, text)
    select f, 'Bench keyword ' || f || '-' || g from (values (3), (4)) v(f), generate_series(1, 5) g`);
  const admin = await selectRows<{ id: number }>(ctx.db, sql`select id from users order by id limit 1`);

  // Document g: in the main folder when g % 10 = 0, else in folder g % 10.
  await ctx.db.execute(sql`
    insert into documents (project_id, folder_id, document_type_id, counter, name, latitude, longitude, gps_accuracy,
      created_by_user_id, created_at, updated_at)
    select ${projectId}, case when g % 10 = 0 then null else (${folderArray})[g % 10] end,
      (select id from document_types order by is_default desc, id limit 1), g, 'Bench photo ' || g,
      60.17 + ((g * 7919) % 1000) / 10000.0, 24.94 + ((g * 104729) % 1000) / 5000.0, 5,
      ${admin[0].id}, now() - (g || ' seconds')::interval, now()
    from generate_series(1, ${count}) g`);
  await ctx.db.execute(sql`
    insert into document_files (document_id, name, extension, mime, size, sha256, storage_key, width, height, thumb_key_prefix, ready_at)
    select d.id, 'IMG_' || d.counter, 'jpg', 'image/jpeg', 4000000 + d.counter, repeat('a', 64),
      'bench/' || ${projectId} || '/' || d.counter || '.jpg', 4000, 3000, 'bench-thumbs/' || d.id, now()
    from documents d where d.project_id = ${projectId}`);
  await ctx.db.execute(sql`
    insert into document_keywords (document_id, keyword_id)
    select d.id, k.id from documents d
    cross join (values (3), (4)) f(field_id)
    join lateral (
      select id from keywords where field_id = f.field_id and text like 'Bench keyword %'
      order by id offset (d.counter % 5) limit 1) k on true
    where d.project_id = ${projectId}`);
  await ctx.db.execute(sql`
    insert into document_field_values (document_id, field_id, text)
    select d.id, 7, 'Inspection note ' || d.counter from documents d where d.project_id = ${projectId}`);

  const company = await insertCompanyWithRoles(ctx.db, {
    name: `Bench client ${stamp}`,
    code: `BENCH-C-${stamp}`,
    type: 'client',
  });
  const email = `bench-docs-client-${stamp}@example.test`;
  const [user] = await ctx.db
    .insert(users)
    .values({
      name: 'Bench client',
      email,
      passwordHash: await hashPassword(CLIENT_PASSWORD),
      termsAcceptedAt: new Date(),
    })
    .returning({ id: users.id });
  await addUserCompanyRoles(ctx.db, user.id, company.id, []);
  await ctx.db.execute(
    sql`insert into project_companies (project_id, company_id) values (${projectId}, ${company.id})`,
  );
  await ctx.db.execute(sql`
    insert into content_permissions (role_id, content_type, content_id)
    select r.id, 'Folder', f.id from roles r, (select id from folders where project_id = ${projectId} order by id limit ${GRANTED_FOLDERS}) f
    where r.company_id = ${company.id} and r.name = 'employee'`);
  await ctx.db.execute(sql`analyze`);
  return { projectId, documents: count, client: { email, companyId: company.id, userId: user.id } };
}
