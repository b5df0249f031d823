import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { closeContext, createContext } from '../apps/server/src/context';
import { selectRows } from '../apps/server/src/platform/db/rows';

const PROJECTS = 10_000;
const ROUNDS = 200;
const silent = { info() {}, error() {} };

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function time(fn: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 20; i++) await fn(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return samples;
}

/**
 * `GET projects?per_page=50` for an owner-company user who sees 10,000 projects, through the whole
 * HTTP stack (inject), against the same 50 rows fetched by one raw SQL query in the same run.
 * Goal: p50 at most 2 times the SQL time. In-process on the embedded database unless
 * BENCH_DATABASE_URL names a PostgreSQL server (its database is filled and left behind).
 */
export async function benchProjectsList(): Promise<void> {
  const config = loadConfig(
    {},
    {
      DATA_DIR: '/tmp/portal-bench',
      DATABASE_URL: process.env.BENCH_DATABASE_URL,
      LOG_LEVEL: 'silent',
      RUN_WORKER: false,
    },
  );
  const ctx = await createContext(config, silent, { inMemoryDb: true });
  try {
    await ctx.db.execute(sql`delete from projects where code like 'BENCH-%'`);
    await ctx.db.execute(sql`
      insert into projects (code, name, type, project_subtype_id, project_status_id, active, last_document_at)
      select 'BENCH-' || g, 'Bench project ' || g, 'infrastructure',
        (select id from project_subtypes order by id limit 1), (select id from project_statuses order by id limit 1),
        true, now() - (g || ' minutes')::interval
      from generate_series(1, ${PROJECTS}) g`);
    const app = await buildApp(ctx, { logger: false });
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/authenticate',
      payload: { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
    });
    const token = login.json().data.user.token as string;
    const headers = { authorization: `Bearer ${token}` };
    const first = await app.inject({ method: 'GET', url: '/api/v1/projects?per_page=50&onlyactive=1', headers });
    if (first.statusCode !== 200) throw new Error(`GET projects answered ${first.statusCode}`);

    const api = await time(() =>
      app.inject({ method: 'GET', url: '/api/v1/projects?per_page=50&onlyactive=1', headers }),
    );
    const raw = await time(() =>
      selectRows(
        ctx.db,
        sql`select p.id, p.code, p.name, p.type, p.project_subtype_id, p.project_status_id, p.coordinates, p.active,
              p.deleted_at, p.created_at, p.updated_at, s.slug, s.name as status_name
            from projects p left join project_statuses s on s.id = p.project_status_id
            where p.active and p.deleted_at is null
            order by p.last_document_at desc nulls last, p.id desc limit 50`,
      ),
    );
    const p50 = percentile(api, 50);
    const sql50 = percentile(raw, 50);
    console.log(
      `\nGET /api/v1/projects?per_page=50 with ${PROJECTS} projects (${ctx.database.kind}), ${ROUNDS} rounds`,
    );
    console.log(`portal  p50 ${p50.toFixed(2)} ms   p99 ${percentile(api, 99).toFixed(2)} ms`);
    console.log(`raw SQL p50 ${sql50.toFixed(2)} ms   p99 ${percentile(raw, 99).toFixed(2)} ms`);
    console.log(`ratio portal/SQL at p50: ${(p50 / sql50).toFixed(2)} (goal <= 2)`);
    await app.close();
  } finally {
    await closeContext(ctx);
  }
}
