import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { closeContext, createContext } from '../apps/server/src/context';
import { selectRows } from '../apps/server/src/platform/db/rows';

const APARTMENTS = 2_000;
const STAIRWELLS = 20;
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
 * `GET condominiums/{id}/apartments` for a condominium of 2,000 apartments (20 stairwells of 100),
 * through the whole HTTP stack (inject) as Super, against the same rows in the same order by raw
 * SQL (the template's name joined, by stairwell and number). Goal: p50 at most 1.5 times the SQL
 * time. In-process on the embedded database unless BENCH_DATABASE_URL names a PostgreSQL server.
 */
export async function benchApartmentsList(): Promise<void> {
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
    const [{ id: condominiumId }] = await selectRows<{ id: number }>(
      ctx.db,
      sql`insert into condominiums (name, street_address, postcode, post_office)
        values ('As Oy Bench ' || now(), 'Benchikatu 1', '00100', 'Helsinki') returning id`,
    );
    const [{ id: templateId }] = await selectRows<{ id: number }>(
      ctx.db,
      sql`insert into apartment_templates (condominium_id, name) values (${condominiumId}, 'Bench template') returning id`,
    );
    await ctx.db.execute(sql`
      insert into apartments (condominium_id, stairwell, apartment_number, apartment_template_id)
      select ${condominiumId}, chr(65 + (g % ${STAIRWELLS})), (g / ${STAIRWELLS} + 1)::text, ${templateId}
      from generate_series(0, ${APARTMENTS - 1}) g`);
    await ctx.db.execute(sql`analyze`);
    const raw = sql`
      select a.id, a.condominium_id, a.stairwell, a.apartment_number, a.apartment_template_id, t.name as template_name
      from apartments a left join apartment_templates t on t.id = a.apartment_template_id
      where a.condominium_id = ${condominiumId}
      order by a.stairwell, length(a.apartment_number) nulls first, a.apartment_number, a.id`;
    const app = await buildApp(ctx, { logger: false });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/authenticate',
        payload: { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
      });
      const headers = { authorization: `Bearer ${login.json().data.user.token as string}` };
      const url = `/api/v1/condominiums/${condominiumId}/apartments`;
      const first = await app.inject({ method: 'GET', url, headers });
      if (first.statusCode !== 200) throw new Error(`GET apartments answered ${first.statusCode}`);
      const rows = await selectRows<{ id: number }>(ctx.db, raw);
      const apiIds = (first.json().data as { id: number }[]).map((a) => a.id).join();
      if (rows.length !== APARTMENTS || apiIds !== rows.map((r) => r.id).join()) {
        throw new Error('apartments: the raw SQL does not answer the API rows');
      }
      const api = await time(() => app.inject({ method: 'GET', url, headers }));
      const direct = await time(() => selectRows(ctx.db, raw));
      const p50 = percentile(api, 50);
      const sql50 = percentile(direct, 50);
      console.log(`\nApartments: GET ${url}, ${APARTMENTS} apartments (${ctx.database.kind}), ${ROUNDS} rounds`);
      console.log(`portal  p50 ${p50.toFixed(2)} ms   p99 ${percentile(api, 99).toFixed(2)} ms`);
      console.log(`raw SQL p50 ${sql50.toFixed(2)} ms   p99 ${percentile(direct, 99).toFixed(2)} ms`);
      console.log(`ratio portal/SQL at p50: ${(p50 / sql50).toFixed(2)} (goal <= 1.5)`);
    } finally {
      await app.close();
    }
    // The bench's rows go, so a database named by BENCH_DATABASE_URL is not left with them.
    await ctx.db.execute(sql`delete from apartments where condominium_id = ${condominiumId}`);
    await ctx.db.execute(sql`delete from apartment_templates where condominium_id = ${condominiumId}`);
    await ctx.db.execute(sql`delete from condominiums where id = ${condominiumId}`);
  } finally {
    await closeContext(ctx);
  }
}
