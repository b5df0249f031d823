import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { present } from '../test/find-one';
import { createTestApp, type TestApp } from '../test/harness';
import { DEMO_CONDOMINIUM, seedDemoCondominiums } from './demo-condominiums-seed';
import { DEMO_PASSWORD } from './demo-seed';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { DEMO: true } });
});
afterAll(() => t.close());

describe('demo condominium', () => {
  it('has three templates, twelve apartments and a linked condominium project, once', async () => {
    await seedDemoCondominiums(t.ctx.db);
    const token = await t.login('owner.manager@demo.test', DEMO_PASSWORD);
    const list = (await t.as(token).condominiums.list({ query: { per_page: 9999, search: DEMO_CONDOMINIUM } })).data;
    expect(list).toHaveLength(1);
    const condo = present(list[0], 'the demo condominium');
    const templates = (await t.as(token).apartmentTemplates.list({ params: { id: condo.id } })).data;
    expect(templates.map((x) => x.name)).toEqual(['Kaksio A', 'Kolmio B', 'Yksiö C']);
    expect(templates.reduce((sum, x) => sum + x.apartment_count, 0)).toBe(12);
    const projects = (await t.as(token).condominiums.projects({ params: { id: condo.id } })).data;
    expect(projects).toHaveLength(1);
    expect(projects[0].type).toBe('condominium');
  });
});
