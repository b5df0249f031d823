import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { closeContext, createContext } from '../apps/server/src/context';
import { selectRows } from '../apps/server/src/platform/db/rows';

const SELECTS = 40;
const OPTIONS = 3;
const ROUNDS = 200;
const silent = { info() {}, error() {} };

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Both sides timed round by round, interleaved, so that load from elsewhere on the machine falls
 * on both alike rather than on whichever ran second.
 */
async function timeBoth(
  a: (round: number) => Promise<unknown>,
  b: (round: number) => Promise<unknown>,
): Promise<[number[], number[]]> {
  for (let i = 0; i < 20; i++) {
    await a(i);
    await b(i);
  }
  const samples: [number[], number[]] = [[], []];
  for (let i = 0; i < ROUNDS; i++) {
    for (const [side, fn] of [a, b].entries()) {
      const start = performance.now();
      await fn(i);
      samples[side].push(performance.now() - start);
    }
  }
  return samples;
}

/**
 * Saving one apartment's selection of 40 choices through `PUT projects/{id}/apartments/{aptId}/
 * materialselections` (the whole HTTP stack, as Super), against a raw SQL transaction making the
 * same writes (lock the apartment, delete the form's choices, insert 40 rows with the options'
 * names and prices). Each round alternates between two sets so every save really replaces. Goal:
 * p50 at most 2 times the SQL. In-process on the embedded database unless BENCH_DATABASE_URL names
 * a PostgreSQL server.
 */
export async function benchMaterialSelection(): Promise<void> {
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
    const one = <T>(query: ReturnType<typeof sql>) => selectRows<T>(ctx.db, query).then((rows) => rows[0]);
    const { id: condominiumId } = await one<{ id: number }>(
      sql`insert into condominiums (name, street_address, postcode, post_office)
          values ('As Oy Bench ' || now(), 'Benchikatu 1', '00100', 'Helsinki') returning id`,
    );
    const { id: templateId } = await one<{ id: number }>(
      sql`insert into apartment_templates (condominium_id, name) values (${condominiumId}, 'Bench') returning id`,
    );
    const { id: apartmentId } = await one<{ id: number }>(
      sql`insert into apartments (condominium_id, stairwell, apartment_number, apartment_template_id)
          values (${condominiumId}, 'A', '1', ${templateId}) returning id`,
    );
    const { id: projectId } = await one<{ id: number }>(
      sql`insert into projects (code, name, type) values ('BENCH-' || extract(epoch from now())::bigint, 'Bench', 'condominium') returning id`,
    );
    await ctx.db.execute(
      sql`insert into condominium_projects (condominium_id, project_id) values (${condominiumId}, ${projectId})`,
    );
    const { id: categoryId } = await one<{ id: number }>(
      sql`insert into product_categories (name) values ('Bench ' || now()) returning id`,
    );
    const { id: formId } = await one<{ id: number }>(
      sql`insert into material_forms (project_id, name) values (${projectId}, 'Bench form') returning id`,
    );
    await ctx.db.execute(
      sql`insert into apartment_template_material_forms (apartment_template_id, material_form_id) values (${templateId}, ${formId})`,
    );
    const { id: groupId } = await one<{ id: number }>(
      sql`insert into material_form_groups (material_form_id, name) values (${formId}, 'Group') returning id`,
    );
    const sets: { material_form_select_id: number; material_form_option_id: number }[][] = [[], []];
    for (let s = 0; s < SELECTS; s++) {
      const { id: selectId } = await one<{ id: number }>(
        sql`insert into material_form_selects (material_form_group_id, name, area, product_category_id, position)
            values (${groupId}, ${`Select ${s}`}, ${s % 2 ? '12.50' : '0'}, ${categoryId}, ${s}) returning id`,
      );
      const optionIds: number[] = [];
      for (let o = 0; o < OPTIONS; o++) {
        const { id: productId } = await one<{ id: number }>(
          sql`insert into products (product_category_id, manufacturer, name, code, price)
              values (${categoryId}, 'Maker', ${`P ${s}-${o}`}, ${`B-${s}-${o}-${Date.now()}`}, '19.90') returning id`,
        );
        const { id: optionId } = await one<{ id: number }>(
          sql`insert into material_form_options (material_form_select_id, product_id, name, price)
              values (${selectId}, ${productId}, ${`Option ${o}`}, ${`${10 + o}.25`}) returning id`,
        );
        optionIds.push(optionId);
      }
      sets[0].push({ material_form_select_id: selectId, material_form_option_id: optionIds[0] });
      sets[1].push({ material_form_select_id: selectId, material_form_option_id: optionIds[1] });
    }
    await ctx.db.execute(sql`analyze`);

    // The same writes by hand: the options' names and prices read once beforehand, as a
    // hand-written save that already holds them would.
    const optionRows = await selectRows<{ id: number; name: string; price: string }>(
      ctx.db,
      sql`select o.id, o.name, o.price::text as price from material_form_options o
          join material_form_selects s on s.id = o.material_form_select_id where s.material_form_group_id = ${groupId}`,
    );
    const optionById = new Map(optionRows.map((o) => [o.id, o]));
    const rawSave = (set: (typeof sets)[number]) =>
      ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select id from apartments where id = ${apartmentId} for update`);
        await tx.execute(
          sql`delete from material_selections ms using material_form_selects s
              where ms.apartment_id = ${apartmentId} and s.id = ms.material_form_select_id and s.material_form_group_id = ${groupId}`,
        );
        const values = sql.join(
          set.map((c) => {
            const option = optionById.get(c.material_form_option_id);
            return sql`(${apartmentId}, ${c.material_form_select_id}, ${c.material_form_option_id}, ${option?.name ?? ''}, ${option?.price ?? '0'}::numeric)`;
          }),
          sql`, `,
        );
        await tx.execute(
          sql`insert into material_selections (apartment_id, material_form_select_id, material_form_option_id, name, price) values ${values}`,
        );
      });

    const app = await buildApp(ctx, { logger: false });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/authenticate',
        payload: { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
      });
      const headers = { authorization: `Bearer ${login.json().data.user.token as string}` };
      const url = `/api/v1/projects/${projectId}/apartments/${apartmentId}/materialselections`;
      const put = (round: number) =>
        app.inject({ method: 'PUT', url, headers, payload: { selections: sets[round % 2] } });
      const first = await put(0);
      if (first.statusCode !== 200)
        throw new Error(`PUT materialselections answered ${first.statusCode}: ${first.body}`);
      if ((first.json().data as unknown[]).length !== SELECTS) throw new Error('the save did not keep 40 choices');
      const [api, direct] = await timeBoth(put, (round) => rawSave(sets[round % 2]));
      const p50 = percentile(api, 50);
      const sql50 = percentile(direct, 50);
      console.log(`\nMaterial selection: PUT ${url}, ${SELECTS} choices (${ctx.database.kind}), ${ROUNDS} rounds`);
      console.log(`portal  p50 ${p50.toFixed(2)} ms   p99 ${percentile(api, 99).toFixed(2)} ms`);
      console.log(`raw SQL p50 ${sql50.toFixed(2)} ms   p99 ${percentile(direct, 99).toFixed(2)} ms`);
      console.log(`ratio portal/SQL at p50: ${(p50 / sql50).toFixed(2)} (goal <= 2)`);
    } finally {
      await app.close();
    }
    // The bench's rows go, so a database named by BENCH_DATABASE_URL is not left with them.
    await ctx.db.execute(sql`delete from projects where id = ${projectId}`);
    await ctx.db.execute(sql`delete from apartments where condominium_id = ${condominiumId}`);
    await ctx.db.execute(sql`delete from apartment_templates where condominium_id = ${condominiumId}`);
    await ctx.db.execute(sql`delete from condominiums where id = ${condominiumId}`);
    await ctx.db.execute(sql`delete from products where product_category_id = ${categoryId}`);
    await ctx.db.execute(sql`delete from product_categories where id = ${categoryId}`);
  } finally {
    await closeContext(ctx);
  }
}
