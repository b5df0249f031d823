import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apartmentTemplateMaterialForms,
  materialDeadlines,
  materialFormGroups,
  materialFormSelects,
  materialForms,
  materialQuotes,
  materialSelections,
} from '../platform/db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { seedDemoMaterials } from './demo-materials-seed';

let t: TestApp;

beforeAll(async () => {
  // The demo seed runs at start, the material selection after the condominium and its residents.
  t = await createTestApp({ config: { DEMO: true } });
});
afterAll(() => t.close());

describe('demo material selection', () => {
  it('is one form of 3 groups and 8 selects on two templates, with deadlines, choices and quotes, once', async () => {
    await seedDemoMaterials(t.ctx.db);
    const db = t.ctx.db;
    const forms = await db.select().from(materialForms);
    expect(forms).toHaveLength(1);
    const formId = forms[0].id;
    const [{ groups }] = await db
      .select({ groups: count() })
      .from(materialFormGroups)
      .where(eq(materialFormGroups.materialFormId, formId));
    expect(groups).toBe(3);
    const selects = await db
      .select({ id: materialFormSelects.id, defaultOptionId: materialFormSelects.defaultOptionId })
      .from(materialFormSelects)
      .innerJoin(materialFormGroups, eq(materialFormGroups.id, materialFormSelects.materialFormGroupId))
      .where(eq(materialFormGroups.materialFormId, formId));
    expect(selects).toHaveLength(8);
    expect(selects.every((s) => s.defaultOptionId !== null)).toBe(true);
    expect(await db.select().from(apartmentTemplateMaterialForms)).toHaveLength(2);

    const deadlines = await db.select().from(materialDeadlines);
    expect(deadlines).toHaveLength(2);
    expect(deadlines.filter((d) => d.deadlineAt.getTime() < Date.now())).toHaveLength(1);

    const chosen = await db.select().from(materialSelections);
    expect(new Set(chosen.map((s) => s.apartmentId)).size).toBe(3);
    expect(chosen).toHaveLength(3 * 8);

    const quotes = await db.select({ status: materialQuotes.status }).from(materialQuotes);
    expect(quotes.map((q) => q.status).sort()).toEqual(['approved', 'sent']);
  });
});
