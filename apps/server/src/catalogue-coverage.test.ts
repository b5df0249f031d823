import { CATALOGUE, type CatalogueCall } from '@portal/contracts/catalogue';
import { catalogueCoverage, formatCoverage } from '@portal/contracts/catalogue-coverage';
import { allEndpoints } from '@portal/contracts/endpoints';
import { routeUrl } from '@portal/contracts/http/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness';

/**
 * The spec's call catalogue against the endpoint declarations (which the server registers its
 * routes from, so the report cannot drift from what is served). Prints the coverage per area;
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
  'documents',
  'document-types',
  'fields',
  'delete-requests',
  'exports',
  'imports',
  'contacts',
  'schedules',
  'progress-reports',
  'notifications',
  'mobile-links',
  'search',
  'summary-views',
  'products',
  'product-categories',
  'tags',
  'condominiums',
  'apartments',
  'apartment-templates',
  'material-forms',
  'material-deadlines',
  'material-selections',
  'material-quotes',
  'room-cards',
  'reports',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The catalogue's coverage by the declared endpoints (and the GET writes' POST twins they serve). */
function coverage() {
  const served = allEndpoints.flatMap((e) => {
    const own = { method: e.method, url: routeUrl(e.path) };
    if (!e.serves) return [own];
    const [method, path] = e.serves.split(' ');
    return [own, { method, url: routeUrl(path) }];
  });
  return catalogueCoverage(served, CATALOGUE);
}

describe('call catalogue coverage', () => {
  it('serves every call of the finished areas', () => {
    const report = coverage();
    console.log(formatCoverage(report));
    const missing = report.missing.filter((c) => COMPLETE_AREAS.includes(c.area));
    expect(missing.map((c) => `${c.method} ${c.path}`)).toEqual([]);
  });

  it('counts every area that serves all its calls as finished, so removing one of its routes fails', () => {
    const finished = Object.entries(coverage().byArea)
      .filter(([, area]) => area.covered === area.total)
      .map(([name]) => name);
    expect(finished.filter((name) => !(COMPLETE_AREAS as string[]).includes(name))).toEqual([]);
  });

  it('registers every API route from a declaration, and every declaration as a route', () => {
    const declared = new Set(allEndpoints.map((e) => `${e.method} ${routeUrl(e.path)}`));
    const registered = t.app.routeList
      .filter((r) => r.url.startsWith(routeUrl('')))
      .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((m) => `${m} ${r.url}`))
      .filter((key) => !key.startsWith('HEAD '));
    expect(registered.filter((key) => !declared.has(key))).toEqual([]);
    expect([...declared].filter((key) => !registered.includes(key))).toEqual([]);
  });
});
