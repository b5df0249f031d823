import { CATALOGUE, type CatalogueCall } from '@portal/contracts/catalogue';
import { catalogueCoverage, formatCoverage } from '@portal/contracts/catalogue-coverage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness';

/**
 * The spec's call catalogue against the routes the server has. Prints the coverage per area;
 * fails for the areas that are done (each feature issue adds its areas here at 100%).
 */
const COMPLETE_AREAS: CatalogueCall['area'][] = [
  'auth',
  'configuration',
  'realtime',
  'users',
  'companies',
  'user-categories',
  'permissions',
  'projects',
  'project-statuses',
  'project-subtypes',
  'folders',
  'default-folders',
  'imports',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('call catalogue coverage', () => {
  it('serves every call of the finished areas', () => {
    const routes = t.app.routeList.flatMap((r) =>
      (Array.isArray(r.method) ? r.method : [r.method]).map((method) => ({ method, url: r.url })),
    );
    const report = catalogueCoverage(routes, CATALOGUE);
    console.log(formatCoverage(report));
    const missing = report.missing.filter((c) => COMPLETE_AREAS.includes(c.area));
    expect(missing.map((c) => `${c.method} ${c.path}`)).toEqual([]);
  });
});
