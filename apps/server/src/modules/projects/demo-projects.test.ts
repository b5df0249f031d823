import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-seed';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { DEMO: true } });
});
afterAll(() => t.close());

const projectsOf = async (email: string) => {
  const token = await t.login(email, DEMO_PASSWORD);
  const res = await t.as(token).projects.list();
  return { token, projects: res.data };
};

describe('demo projects', () => {
  it('cover every type in several statuses, with coordinates, companies, folders and an archive', async () => {
    const { token, projects } = await projectsOf('owner.manager@demo.test');
    expect(new Set(projects.map((p) => p.type))).toEqual(new Set(['condominium', 'infrastructure', 'marine']));
    expect(new Set(projects.map((p) => p.status?.id)).size).toBeGreaterThanOrEqual(5);
    expect(projects.filter((p) => p.coordinates).length).toBeGreaterThanOrEqual(5);
    expect(projects.some((p) => !p.active)).toBe(true);
    expect(projects.some((p) => p.companies.some((c) => c.code === 'TKO'))).toBe(true);
    const koivukuja = projects.find((p) => p.code === 'KOI-2024')!;
    const folders = (await t.as(token).folders.list({ params: { id: koivukuja.id } })).data;
    expect(folders.map((f) => f.name)).toEqual(
      expect.arrayContaining(['Suunnitelmat', 'LVI', 'Sähkö', 'Työmaakuvat', 'Sopimukset']),
    );
    const subtypes = (await t.as(token).defaultFolders.list()).data;
    expect(subtypes.some((f) => f.contentPermissions.length > 0)).toBe(true);
  });

  it('a subcontractor employee sees their company projects and only the folders granted to it', async () => {
    const { token, projects } = await projectsOf('sub.employee@demo.test');
    expect(projects.length).toBeGreaterThan(0);
    expect(projects.every((p) => p.companies.some((c) => c.code === 'ASO'))).toBe(true);
    const koivukuja = projects.find((p) => p.code === 'KOI-2024')!;
    const folders = (await t.as(token).folders.list({ params: { id: koivukuja.id } })).data;
    expect(folders.map((f) => f.name)).toEqual(['main', 'Suunnitelmat', 'Sähkö']);
  });
});
