import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../apps/server/src/app-context';
import { addUserCompanyRoles, insertCompanyWithRoles } from '../apps/server/src/modules/companies/company-roles.repo';
import { hashPassword } from '../apps/server/src/platform/auth/passwords';
import { selectRows } from '../apps/server/src/platform/db/rows';
import { users } from '../apps/server/src/platform/db/schema';
import { CLIENT_PASSWORD } from './documents-seed';

const FOLDERS = 10;
/** The client employee sees these many of the ten folders: 40% of the documents. */
export const GRANTED_FOLDERS = 4;
/** Words of the generated pages: Finnish and English building-site vocabulary. */
const WORDS = [
  'työmaa',
  'rakennus',
  'betoni',
  'raudoitus',
  'muotti',
  'valu',
  'seinä',
  'lattia',
  'katto',
  'ikkuna',
  'ovi',
  'portaikko',
  'hissi',
  'ilmanvaihto',
  'lämmitys',
  'sähkö',
  'kaapeli',
  'kosteus',
  'eriste',
  'laatta',
  'maali',
  'tarkastus',
  'pöytäkirja',
  'urakoitsija',
  'aikataulu',
  'viikko',
  'päivä',
  'mittaus',
  'korjaus',
  'vaurio',
  'julkisivu',
  'parveke',
  'kellari',
  'piha',
  'asfaltti',
  'kaivanto',
  'perustus',
  'paalu',
  'teräs',
  'puu',
  'site',
  'building',
  'concrete',
  'rebar',
  'formwork',
  'pour',
  'wall',
  'floor',
  'roof',
  'window',
  'door',
  'stairs',
  'elevator',
  'ventilation',
  'heating',
  'electric',
  'cable',
  'moisture',
  'insulation',
  'tile',
  'paint',
  'inspection',
  'report',
  'contractor',
  'schedule',
  'week',
  'day',
  'measurement',
  'repair',
  'damage',
  'facade',
  'balcony',
  'basement',
  'yard',
  'asphalt',
  'excavation',
  'foundation',
  'pile',
  'steel',
  'timber',
];
/** Half the pages hold the common term; one page in 10,000 the rare one. */
export const COMMON_TERM = 'putki';
export const RARE_TERM = 'kvartsiittilaatta';

export interface SearchBenchData {
  documents: number;
  pages: number;
  indexSeconds: number;
  client: { email: string; companyId: number; userId: number };
}

/**
 * `documents` documents of one PDF file each with `pagesPerDocument` pages of generated Finnish and
 * English text, in ten folders of one project, inserted in bulk (no files in storage: search reads
 * the extracted text only). The page text is written to a scratch table first and then into the
 * pages table, so the second step's time is what indexing costs: the two tsvectors and the GIN
 * index. A client company is attached; its employee is granted four of the ten folders.
 */
export async function seedSearchDocuments(
  ctx: AppContext,
  documents: number,
  pagesPerDocument: number,
): Promise<SearchBenchData> {
  const stamp = Date.now();
  const [project] = await selectRows<{ id: number }>(
    ctx.db,
    sql`insert into projects (code, name, type, project_subtype_id, project_status_id, active, document_counter)
      values (${`BENCH-SEARCH-${stamp}`}, 'Bench search', 'construction',
        (select id from project_subtypes order by id limit 1), (select id from project_statuses order by id limit 1),
        true, ${documents})
      returning id`,
  );
  const projectId = project.id;
  await ctx.db.execute(sql`
    insert into folders (project_id, name) select ${projectId}, 'Folder ' || g from generate_series(1, ${FOLDERS}) g`);
  const folderIds = (
    await selectRows<{ id: number }>(ctx.db, sql`select id from folders where project_id = ${projectId} order by id`)
  ).map((f) => f.id);
  const folderArray = sql.raw(`array[${folderIds.join(',')}]::int[]`);
  await ctx.db.execute(sql`
    insert into documents (project_id, folder_id, document_type_id, counter, name, created_at, updated_at)
    select ${projectId}, (${folderArray})[1 + g % 10],
      (select id from document_types order by is_default desc, id limit 1), g, 'Bench report ' || g, now(), now()
    from generate_series(1, ${documents}) g`);
  await ctx.db.execute(sql`
    insert into document_files (document_id, name, extension, mime, size, sha256, storage_key, page_count, ready_at)
    select d.id, 'report-' || d.counter || '.pdf', 'pdf', 'application/pdf', 100000, repeat('a', 64),
      'bench-search/' || ${projectId} || '/' || d.counter || '.pdf', ${pagesPerDocument}, now()
    from documents d where d.project_id = ${projectId}`);

  const words = sql.raw(`array[${WORDS.map((w) => `'${w}'`).join(',')}]::text[]`);
  await ctx.db.execute(sql`drop table if exists bench_search_pages`);
  await ctx.db.execute(sql`
    create table bench_search_pages as
    select f.id as file_id, p as page,
      (select string_agg((${words})[1 + floor(random() * ${WORDS.length})::int]
          || case when i % 9 = 0 then '.' else '' end, ' ') from generate_series(1, 45) i where p > 0)
      || case when p % 2 = 0 then ' Putket tarkastettu ja pipes checked.' else '' end
      || case when (f.id * 7919 + p * 104729) % 10000 = 0 then ' Kvartsiittilaatat löytyivät kellarista.' else '' end
      as text
    from document_files f join documents d on d.id = f.document_id, generate_series(1, ${pagesPerDocument}) p
    where d.project_id = ${projectId}`);
  const started = performance.now();
  await ctx.db.execute(
    sql`insert into document_file_pages (file_id, page, text) select file_id, page, text from bench_search_pages`,
  );
  const indexSeconds = (performance.now() - started) / 1000;
  await ctx.db.execute(sql`drop table bench_search_pages`);

  const company = await insertCompanyWithRoles(ctx.db, {
    name: `Bench search client ${stamp}`,
    code: `BENCH-S-${stamp}`,
    type: 'client',
  });
  const email = `bench-search-client-${stamp}@example.test`;
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
  return {
    documents,
    pages: documents * pagesPerDocument,
    indexSeconds,
    client: { email, companyId: company.id, userId: user.id },
  };
}
