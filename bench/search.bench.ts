import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { type SQL, sql } from 'drizzle-orm';
import { type App, buildApp } from '../apps/server/src/app';
import type { AppContext } from '../apps/server/src/app-context';
import { closeContext } from '../apps/server/src/context';
import { selectRows } from '../apps/server/src/platform/db/rows';
import { CLIENT_PASSWORD, openBenchContext, sizeFromEnv } from './documents-seed';
import { COMMON_TERM, GRANTED_FOLDERS, RARE_TERM, seedSearchDocuments } from './search-seed';

const GOAL_RATIO = 1.5;
const GOAL_RARE_P95_MS = 100;
const PER_PAGE = 5;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** API and SQL rounds alternate, so a burst of load from elsewhere on the machine hits both alike. */
async function timePair(rounds: number, a: () => Promise<unknown>, b: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) {
    await a();
    await b();
  }
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
  return [as, bs] as const;
}

/**
 * What a client of the database would run for the first page of results: the matching pages and
 * metadata through their GIN indexes with `websearch_to_tsquery`, ranked, the best hit per
 * document, visible and not removed, best first, one more than the page.
 */
function rawSearchQuery(query: string, visibility: SQL): SQL {
  const q = sql`(websearch_to_tsquery('finnish', ${query}) || websearch_to_tsquery('english', ${query}))`;
  return sql`
    with hits as (
      select f.document_id, p.page, ts_rank(p.search, ${q}) as rank
        from document_file_pages p join document_files f on f.id = p.file_id where p.search @@ ${q}
      union all
      select m.document_id, null, ts_rank(m.search, ${q}) from document_search_texts m where m.search @@ ${q}),
    best as (select distinct on (document_id) document_id, rank from hits order by document_id, rank desc)
    select d.id from best
    join documents d on d.id = best.document_id
    join projects p on p.id = d.project_id
    left join folders fo on fo.id = d.folder_id
    where d.deleted_at is null and ${visibility}
    order by best.rank desc, d.id desc
    limit ${PER_PAGE + 1}`;
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
  term: string,
  visibility: SQL,
  rounds: number,
): Promise<void> {
  const call = () =>
    app.inject({ method: 'POST', url: '/api/v1/search', headers, payload: { query: term, perPage: PER_PAGE } });
  const first = await call();
  if (first.statusCode !== 200) throw new Error(`POST search answered ${first.statusCode}: ${first.body}`);
  const query = rawSearchQuery(term, visibility);
  const rows = await selectRows<{ id: number }>(ctx.db, query);
  const answer = first.json().data as { results: { id: number }[]; more_available: boolean };
  // The same documents in the same order, or the comparison means nothing.
  if (
    answer.results.map((r) => r.id).join() !==
    rows
      .slice(0, PER_PAGE)
      .map((r) => r.id)
      .join()
  )
    throw new Error(`${label} "${term}": the raw SQL does not answer the API's documents`);
  if (answer.more_available !== rows.length > PER_PAGE) throw new Error(`${label}: more_available differs`);

  const [api, raw] = await timePair(rounds, call, () => selectRows(ctx.db, query));
  const p50 = percentile(api, 50);
  const p95 = percentile(api, 95);
  const raw50 = percentile(raw, 50);
  const raw95 = percentile(raw, 95);
  const rare = term === RARE_TERM ? `, goal p95 < ${GOAL_RARE_P95_MS} ms` : '';
  console.log(`\n${label}, "${term}": ${answer.results.length} results, more_available ${answer.more_available}`);
  console.log(`POST search  p50 ${p50.toFixed(1)} ms   p95 ${p95.toFixed(1)} ms${rare}`);
  console.log(`raw SQL      p50 ${raw50.toFixed(1)} ms   p95 ${raw95.toFixed(1)} ms`);
  console.log(
    `ratio search/SQL: p50 ${(p50 / raw50).toFixed(2)}, p95 ${(p95 / raw95).toFixed(2)} (goal <= ${GOAL_RATIO})`,
  );
}

/**
 * `POST search` over 100,000 PDF pages of Finnish and English text in 10,000 documents
 * (BENCH_SEARCH_DOCUMENTS, BENCH_SEARCH_PAGES per document), through the whole HTTP stack (inject),
 * against the raw `websearch_to_tsquery` query returning the same documents in the same run: a
 * rare and a common term, as Super and as a client employee who sees four of ten folders. Also the
 * time to index the pages. Goals: at most 1.5 times the raw query, and under 100 ms p95 for the
 * rare term.
 */
export async function benchSearch(): Promise<void> {
  const documents = sizeFromEnv('BENCH_SEARCH_DOCUMENTS', 10_000);
  const pagesPerDocument = sizeFromEnv('BENCH_SEARCH_PAGES', 10);
  const rounds = sizeFromEnv('BENCH_ROUNDS', 20);
  const { config, ctx } = await openBenchContext();
  try {
    const seeded = await seedSearchDocuments(ctx, documents, pagesPerDocument);
    const app = await buildApp(ctx, { logger: false });
    try {
      console.log(
        `\nSearch (${ctx.database.kind}): ${seeded.pages} pages in ${seeded.documents} documents, load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
      );
      console.log(
        `indexing ${seeded.pages} pages (Finnish and English vectors, GIN index): ${seeded.indexSeconds.toFixed(1)} s, ${((seeded.indexSeconds * 1000) / seeded.pages).toFixed(2)} ms a page`,
      );
      const superHeaders = await signIn(app, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
      const clientHeaders = await signIn(app, seeded.client.email, CLIENT_PASSWORD);
      const clientVisibility = sql`p.deleted_at is null
        and exists (select 1 from project_companies pc where pc.project_id = p.id and pc.company_id = ${seeded.client.companyId})
        and (d.folder_id is null or exists (
          select 1 from content_permissions cp join user_roles ur on ur.role_id = cp.role_id and ur.user_id = ${seeded.client.userId}
          where (cp.content_type = 'Folder' and cp.content_id = fo.id) or (cp.content_type = 'Project' and cp.content_id = fo.project_id)))`;
      for (const term of [RARE_TERM, COMMON_TERM]) {
        await benchOne(ctx, app, 'Super', superHeaders, term, sql`true`, rounds);
        await benchOne(
          ctx,
          app,
          `Client employee (${GRANTED_FOLDERS} of 10 folders)`,
          clientHeaders,
          term,
          clientVisibility,
          rounds,
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    await closeContext(ctx);
  }
}
