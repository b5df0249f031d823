import { performance } from 'node:perf_hooks';
import { type SQL, sql } from 'drizzle-orm';
import { type App, buildApp } from '../apps/server/src/app';
import type { AppContext } from '../apps/server/src/app-context';
import { loadConfig } from '../apps/server/src/config';
import { closeContext, createContext } from '../apps/server/src/context';
import { addUserCompanyRoles, insertCompanyWithRoles } from '../apps/server/src/modules/companies/company-roles.repo';
import { hashPassword } from '../apps/server/src/platform/auth/passwords';
import { selectRows } from '../apps/server/src/platform/db/rows';
import { users } from '../apps/server/src/platform/db/schema';

const PROJECTS = 10_000;
const ROUNDS = 200;
const PAGE = 50;
const CLIENT_PASSWORD = 'bench-password-1';
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
 * What `GET projects?per_page=50&onlyactive=1` asks the database, written by hand: the page with the
 * status, the attached companies and the Project grants as JSON (the same correlated subqueries as
 * projects.repo.ts), and the count of the whole list, both under the same visibility filter.
 */
function rawListQueries(visibility: SQL): [SQL, SQL] {
  const where = sql`p.active and ${visibility}`;
  const page = sql`
    select p.*, s.id as s_id, s.slug, s.name as s_name, s.code as s_code, s.is_default, s.is_active, s.parent_id,
      coalesce((
        select json_agg(json_build_object('id', c.id, 'name', c.name, 'code', c.code, 'type', c.type) order by lower(c.name), c.id)
        from project_companies pc join companies c on c.id = pc.company_id
        where pc.project_id = p.id), '[]'::json) as companies,
      coalesce((
        select json_agg(json_build_object('id', cp.id, 'role_id', cp.role_id, 'content_type', cp.content_type, 'content_id', cp.content_id) order by cp.id)
        from content_permissions cp
        where cp.content_type = 'Project' and cp.content_id = p.id), '[]'::json) as grants
    from projects p left join project_statuses s on s.id = p.project_status_id
    where ${where}
    order by p.last_document_at desc nulls last, p.id desc nulls last
    limit ${PAGE}`;
  const total = sql`select count(*) as n from projects p where ${where}`;
  return [page, total];
}

async function signIn(app: App, email: string, password: string): Promise<Record<string, string>> {
  const login = await app.inject({ method: 'POST', url: '/api/v1/authenticate', payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`sign-in of ${email} answered ${login.statusCode}`);
  return { authorization: `Bearer ${login.json().data.user.token as string}` };
}

/** A client company attached to every bench project, and its employee (no owner-company sight). */
async function addClientUser(ctx: AppContext): Promise<{ email: string; companyId: number }> {
  const stamp = Date.now();
  const company = await insertCompanyWithRoles(ctx.db, {
    name: `Bench client ${stamp}`,
    code: `BENCH-${stamp}`,
    type: 'client',
  });
  const email = `bench-client-${stamp}@example.test`;
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
  await ctx.db.execute(sql`
    insert into project_companies (project_id, company_id)
    select id, ${company.id} from projects where code like 'BENCH-%'`);
  return { email, companyId: company.id };
}

async function benchOne(
  ctx: AppContext,
  app: App,
  label: string,
  headers: Record<string, string>,
  visibility: SQL,
): Promise<void> {
  const url = `/api/v1/projects?per_page=${PAGE}&onlyactive=1`;
  const first = await app.inject({ method: 'GET', url, headers });
  if (first.statusCode !== 200) throw new Error(`GET projects answered ${first.statusCode}`);
  const [pageQuery, totalQuery] = rawListQueries(visibility);
  // The same rows and total, or the comparison means nothing.
  const [rows, [{ n }]] = await Promise.all([
    selectRows<{ id: number }>(ctx.db, pageQuery),
    selectRows<{ n: number | string }>(ctx.db, totalQuery),
  ]);
  const body = first.json();
  const apiIds = (body.data as { id: number }[]).map((p) => p.id).join();
  if (apiIds !== rows.map((r) => r.id).join() || Number(n) !== body.meta.total) {
    throw new Error(`${label}: the raw SQL does not answer the API's rows`);
  }

  const api = await time(() => app.inject({ method: 'GET', url, headers }));
  const raw = await time(() => Promise.all([selectRows(ctx.db, pageQuery), selectRows(ctx.db, totalQuery)]));
  const p50 = percentile(api, 50);
  const sql50 = percentile(raw, 50);
  console.log(
    `\n${label}: GET ${url}, ${body.meta.total} visible of ${PROJECTS} (${ctx.database.kind}), ${ROUNDS} rounds`,
  );
  console.log(`portal  p50 ${p50.toFixed(2)} ms   p99 ${percentile(api, 99).toFixed(2)} ms`);
  console.log(`raw SQL p50 ${sql50.toFixed(2)} ms   p99 ${percentile(raw, 99).toFixed(2)} ms   (page + count)`);
  console.log(`ratio portal/SQL at p50: ${(p50 / sql50).toFixed(2)} (goal <= 2)`);
}

/**
 * `GET projects?per_page=50` over 10,000 projects through the whole HTTP stack (inject), against the
 * same page and count fetched by raw SQL in the same run: once for the Super administrator (sees
 * every project), once for an employee of a client company attached to all of them (the visibility
 * filter runs). Goal: p50 at most 2 times the SQL time. In-process on the embedded database unless
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
    await ctx.db.execute(
      sql`delete from project_companies where project_id in (select id from projects where code like 'BENCH-%')`,
    );
    await ctx.db.execute(sql`delete from projects where code like 'BENCH-%'`);
    await ctx.db.execute(sql`
      insert into projects (code, name, type, project_subtype_id, project_status_id, active, last_document_at)
      select 'BENCH-' || g, 'Bench project ' || g, 'infrastructure',
        (select id from project_subtypes order by id limit 1), (select id from project_statuses order by id limit 1),
        true, now() - (g || ' minutes')::interval
      from generate_series(1, ${PROJECTS}) g`);
    const client = await addClientUser(ctx);
    await ctx.db.execute(sql`analyze`);
    const app = await buildApp(ctx, { logger: false });
    try {
      await benchOne(ctx, app, 'Super', await signIn(app, config.ADMIN_EMAIL, config.ADMIN_PASSWORD), sql`true`);
      await benchOne(
        ctx,
        app,
        'Client employee',
        await signIn(app, client.email, CLIENT_PASSWORD),
        sql`p.deleted_at is null and exists (select 1 from project_companies v where v.project_id = p.id and v.company_id in (${client.companyId}))`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await closeContext(ctx);
  }
}
