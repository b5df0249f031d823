import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { closeContext, createContext } from '../apps/server/src/context';
import { findReportRows } from '../apps/server/src/modules/product-reports/product-reports.repo';
import { renderReportHtml } from '../apps/server/src/modules/product-reports/report-html';
import { buildReport } from '../apps/server/src/modules/product-reports/report-model';
import { selectRows } from '../apps/server/src/platform/db/rows';
import { countStatements } from '../apps/server/src/test/count-statements';

const APARTMENTS = 500;
const STAIRWELLS = 10;
const GROUPS = 4;
const SELECTS_PER_GROUP = 10;
const ROUNDS = 40;
const silent = { info() {}, error() {} };

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function time(fn: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 5; i++) await fn(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return samples;
}

/**
 * `GET projects/{id}/productreportforproject` (the HTML by stairwell) of a condominium project with
 * 500 apartments and a 40-select form, every apartment having chosen every select (20,000 choices),
 * through the whole HTTP stack (inject) as Super, against the raw SQL that reads the same rows.
 * Goal: p50 at most 2 times the SQL time; the statements of one report are counted too. In-process
 * on the embedded database unless BENCH_DATABASE_URL names a PostgreSQL server.
 */
export async function benchProductReport(): Promise<void> {
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
    const one = async (query: ReturnType<typeof sql>) => (await selectRows<{ id: number }>(ctx.db, query))[0].id;
    const condominiumId = await one(
      sql`insert into condominiums (name) values ('As Oy Report Bench ' || clock_timestamp()) returning id`,
    );
    const templateId = await one(
      sql`insert into apartment_templates (condominium_id, name) values (${condominiumId}, 'Bench') returning id`,
    );
    await ctx.db.execute(sql`
      insert into apartments (condominium_id, stairwell, apartment_number, apartment_template_id)
      select ${condominiumId}, chr(65 + (g % ${STAIRWELLS})), (g / ${STAIRWELLS} + 1)::text, ${templateId}
      from generate_series(0, ${APARTMENTS - 1}) g`);
    const projectId = await one(
      sql`insert into projects (code, name, type) values ('RB-' || extract(epoch from clock_timestamp())::bigint, 'Report bench', 'condominium') returning id`,
    );
    await ctx.db.execute(
      sql`insert into condominium_projects (condominium_id, project_id) values (${condominiumId}, ${projectId})`,
    );
    const categoryId = await one(
      sql`insert into product_categories (name) values ('Report bench ' || clock_timestamp()) returning id`,
    );
    const formId = await one(
      sql`insert into material_forms (project_id, name) values (${projectId}, 'Interior') returning id`,
    );
    await ctx.db.execute(sql`
      insert into material_form_groups (material_form_id, name, position)
      select ${formId}, 'Group ' || g, g from generate_series(1, ${GROUPS}) g`);
    await ctx.db.execute(sql`
      insert into material_form_selects (material_form_group_id, name, area, product_category_id, position)
      select g.id, 'Select ' || g.position || '.' || s, case when s % 2 = 0 then 12.5 else 0 end, ${categoryId}, s
      from material_form_groups g cross join generate_series(1, ${SELECTS_PER_GROUP}) s
      where g.material_form_id = ${formId}`);
    // Two catalogue products and two options per select; the first is the default and everyone's choice.
    await ctx.db.execute(sql`
      with made as (
        insert into products (product_category_id, manufacturer, name, code, price)
        select ${categoryId}, 'Maker', 'Product ' || s.id || '/' || k, 'RB-' || s.id || '-' || k, 10.01 * k
        from material_form_selects s join material_form_groups g on g.id = s.material_form_group_id
        cross join generate_series(1, 2) k
        where g.material_form_id = ${formId}
        returning id, code, price)
      insert into material_form_options (material_form_select_id, product_id, name, price)
      select split_part(code, '-', 2)::int, id, 'Option ' || code, price from made`);
    await ctx.db.execute(sql`
      update material_form_selects s set default_option_id = (
        select min(o.id) from material_form_options o where o.material_form_select_id = s.id)
      from material_form_groups g where g.id = s.material_form_group_id and g.material_form_id = ${formId}`);
    await ctx.db.execute(sql`
      insert into material_selections (apartment_id, material_form_select_id, material_form_option_id, name, price)
      select a.id, s.id, o.id, o.name, o.price
      from apartments a
      cross join material_form_selects s
      join material_form_groups g on g.id = s.material_form_group_id and g.material_form_id = ${formId}
      join material_form_options o on o.id = s.default_option_id
      where a.condominium_id = ${condominiumId}`);
    await ctx.db.execute(sql`analyze`);

    const app = await buildApp(ctx, { logger: false });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/authenticate',
        payload: { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
      });
      const headers = { authorization: `Bearer ${login.json().data.user.token as string}` };
      const url = `/api/v1/projects/${projectId}/productreportforproject`;
      const first = await app.inject({ method: 'GET', url, headers });
      if (first.statusCode !== 200) throw new Error(`GET productreportforproject answered ${first.statusCode}`);
      const rows = await findReportRows(ctx.db, projectId, condominiumId, null);
      const choices = APARTMENTS * GROUPS * SELECTS_PER_GROUP;
      if (rows.length !== choices) throw new Error(`product report: ${rows.length} rows, expected ${choices}`);
      const statements = await countStatements(ctx, () => app.inject({ method: 'GET', url, headers }));
      const api = await time(() => app.inject({ method: 'GET', url, headers }));
      const direct = await time(() => findReportRows(ctx.db, projectId, condominiumId, null));
      const heading = {
        projectName: 'Report bench',
        projectCode: 'RB',
        condominiumName: null,
        formName: null,
        printedAt: new Date(),
        timeZone: config.TIME_ZONE,
      };
      const js = await time(async () => renderReportHtml(buildReport(rows), heading, 'en'));
      const p50 = percentile(api, 50);
      const sql50 = percentile(direct, 50);
      console.log(
        `\nProduct report: GET ${url}, ${APARTMENTS} apartments × ${GROUPS * SELECTS_PER_GROUP} selects (${ctx.database.kind}), ${ROUNDS} rounds`,
      );
      console.log(`HTML ${(first.body.length / 1024).toFixed(0)} KiB, ${statements} SQL statements per report`);
      console.log(`portal  p50 ${p50.toFixed(2)} ms   p99 ${percentile(api, 99).toFixed(2)} ms`);
      console.log(`raw SQL p50 ${sql50.toFixed(2)} ms   p99 ${percentile(direct, 99).toFixed(2)} ms`);
      console.log(`of which the model and HTML in JS p50 ${percentile(js, 50).toFixed(2)} ms`);
      console.log(`ratio portal/SQL at p50: ${(p50 / sql50).toFixed(2)} (goal <= 2)`);
    } finally {
      await app.close();
    }
    // The bench's rows go, so a database named by BENCH_DATABASE_URL is not left with them.
    await ctx.db.execute(sql`delete from projects where id = ${projectId}`);
    await ctx.db.execute(sql`delete from products where product_category_id = ${categoryId}`);
    await ctx.db.execute(sql`delete from product_categories where id = ${categoryId}`);
    await ctx.db.execute(sql`delete from apartments where condominium_id = ${condominiumId}`);
    await ctx.db.execute(sql`delete from apartment_templates where condominium_id = ${condominiumId}`);
    await ctx.db.execute(sql`delete from condominiums where id = ${condominiumId}`);
  } finally {
    await closeContext(ctx);
  }
}
