import { describe, expect, it } from 'vitest';
import { AREAS, type Area, CATALOGUE, type CatalogueCall } from './catalogue';
import { catalogueCoverage, formatCoverage, type RouteLike } from './catalogue-coverage';

const has = (method: CatalogueCall['method'], path: string) =>
  CATALOGUE.some((c) => c.method === method && c.path === path);

describe('CATALOGUE', () => {
  it('has no duplicate method and path (parameter names and trailing slashes ignored)', () => {
    const keys = CATALOGUE.map((c) => `${c.method} ${c.path.replace(/\{[^}]*\}/g, '{}').replace(/\/$/, '')}`);
    const duplicates = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(duplicates).toEqual([]);
  });

  it('writes paths relative to the base, with balanced braces and named parameters', () => {
    for (const { path } of CATALOGUE) {
      expect(path, path).not.toMatch(/^\//);
      expect(path, path).not.toMatch(/^api\//);
      expect(path, path).not.toMatch(/\s|\/\/|:/);
      let depth = 0;
      for (const ch of path) {
        if (ch === '{') depth += 1;
        if (ch === '}') depth -= 1;
        expect(depth, path).toBeGreaterThanOrEqual(0);
        expect(depth, path).toBeLessThanOrEqual(1);
      }
      expect(depth, path).toBe(0);
      for (const segment of path.split('/')) {
        if (segment.includes('{') || segment.includes('}')) expect(segment, path).toMatch(/^\{[A-Za-z]\w*\}$/);
      }
    }
  });

  it('uses the four methods and known areas only', () => {
    for (const call of CATALOGUE) {
      expect(['GET', 'POST', 'PUT', 'DELETE']).toContain(call.method);
      expect(AREAS as readonly string[]).toContain(call.area);
    }
  });

  it('lists calls for every area', () => {
    const used = new Set<Area>(CATALOGUE.map((c) => c.area));
    expect(AREAS.filter((a) => !used.has(a))).toEqual([]);
  });

  it('contains calls from each part of the spec and from DECISIONS', () => {
    expect(has('POST', 'authenticate')).toBe(true);
    expect(has('POST', 'auth/pusher')).toBe(true);
    expect(has('POST', 'user/manual-password')).toBe(true);
    expect(has('GET', 'projects/{id}/documents/{documentId}/thumb')).toBe(true);
    expect(has('PUT', 'project-statuses/{id}/edit')).toBe(true);
    expect(has('GET', 'searchResultDetails/{documentId}/{query}')).toBe(true);
    expect(has('DELETE', 'rolepermissions/{role}/permission/{name}')).toBe(true);
    expect(has('GET', 'rolepermissions_owner')).toBe(true);
    expect(has('PUT', 'projects/{id}/apartments/{apartmentId}/materialselections')).toBe(true);
    expect(has('GET', 'getMaterialFormSubmissionsByApartment/{id}')).toBe(true);
    expect(has('GET', 'materialFormSubmission/{apartmentId}/{formId}')).toBe(true);
    expect(has('GET', 'apartmenttemplates/{id}/materialforms-with-submissions/{apartmentId}')).toBe(true);
    expect(has('DELETE', 'projects/{id}/companies/{companyId}')).toBe(true);
    expect(has('POST', 'apartment/{id}/notifications/{notificationId}')).toBe(true);
    expect(has('DELETE', 'condominium/{id}/notifications/{notificationId}')).toBe(true);
  });

  it('lists GET writes with a POST twin', () => {
    for (const path of [
      'projects/{id}/materialforms/{formId}/duplicate',
      'condominium/{id}/user/{userId}/modifyRole',
      'summaryviews/{id}/companies/add/{companyId}',
      'summaryviews/{id}/companies/remove/{companyId}',
    ]) {
      expect(has('GET', path), path).toBe(true);
      expect(has('POST', path), path).toBe(true);
    }
  });

  it('marks calls outside the spec catalogue as additions', () => {
    const health = CATALOGUE.find((c) => c.method === 'GET' && c.path === 'health');
    const logout = CATALOGUE.find((c) => c.method === 'POST' && c.path === 'logout');
    expect(health?.area).toBe('configuration');
    expect(health?.note).toMatch(/^addition:/);
    expect(logout?.area).toBe('auth');
    expect(logout?.note).toMatch(/^addition:/);
  });
});

describe('catalogueCoverage', () => {
  const catalogue: CatalogueCall[] = [
    { method: 'GET', path: 'companies/{id}/users/{userId}', area: 'users' },
    { method: 'PUT', path: 'companies/{id}/users/{userId}', area: 'users' },
    { method: 'GET', path: 'apartment/{id}/condominium/', area: 'apartments' },
    { method: 'GET', path: 'projectSubtypes', area: 'project-subtypes' },
    { method: 'POST', path: 'projectSubtypes', area: 'project-subtypes' },
    { method: 'DELETE', path: 'fields/{id}/keywords/{keywordId}', area: 'fields' },
  ];

  it('matches :param routes against {param} calls and reports the rest as missing', () => {
    const routes: RouteLike[] = [
      { method: 'GET', url: '/api/v1/companies/:companyId/users/:uid' },
      { method: ['GET', 'HEAD'], url: '/api/v1/apartment/:id/condominium' },
      { method: 'GET', url: '/api/v1/projectsubtypes' }, // wrong case: not a match
      { method: 'POST', url: '/api/v1/projectSubtypes/' },
      { method: 'DELETE', url: '/api/v1/fields/:id/keywords' }, // one segment short
      { method: 'PUT', url: '/companies/:id/users/:userId' }, // outside the base
    ];
    const report = catalogueCoverage(routes, catalogue);
    expect(report.total).toBe(6);
    expect(report.covered).toBe(3);
    expect(report.missing.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT companies/{id}/users/{userId}',
      'GET projectSubtypes',
      'DELETE fields/{id}/keywords/{keywordId}',
    ]);
    expect(report.byArea).toEqual({
      users: { total: 2, covered: 1 },
      apartments: { total: 1, covered: 1 },
      'project-subtypes': { total: 2, covered: 1 },
      fields: { total: 1, covered: 0 },
    });
  });

  it('ignores HEAD and accepts method arrays', () => {
    const report = catalogueCoverage(
      [
        { method: 'HEAD', url: '/api/v1/projectSubtypes' },
        { method: ['PUT', 'GET'], url: '/api/v1/companies/:id/users/:userId' },
      ],
      catalogue,
    );
    expect(report.missing.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET apartment/{id}/condominium/',
      'GET projectSubtypes',
      'POST projectSubtypes',
      'DELETE fields/{id}/keywords/{keywordId}',
    ]);
  });

  it('honours another base and defaults to the full catalogue', () => {
    const report = catalogueCoverage([{ method: 'GET', url: '/v2/projectSubtypes' }], catalogue, 'v2');
    expect(report.covered).toBe(1);
    const full = catalogueCoverage([{ method: 'POST', url: '/api/v1/authenticate' }]);
    expect(full.total).toBe(CATALOGUE.length);
    expect(full.covered).toBe(1);
    expect(full.missing).toHaveLength(CATALOGUE.length - 1);
  });

  it('counts the whole catalogue as covered when every call has a route', () => {
    const routes = CATALOGUE.map((c) => ({ method: c.method, url: `/api/v1/${c.path.replace(/\{(\w+)\}/g, ':$1')}` }));
    const report = catalogueCoverage(routes);
    expect(report.missing).toEqual([]);
    expect(report.covered).toBe(CATALOGUE.length);
  });

  it('formats a table per area with the missing calls', () => {
    const text = formatCoverage(catalogueCoverage([{ method: 'GET', url: '/api/v1/projectSubtypes' }], catalogue));
    expect(text).toContain('Call catalogue coverage: 1/6');
    expect(text).toMatch(/project-subtypes\s+1\/2\s+50%/);
    expect(text).toMatch(/users\s+0\/2\s+0%/);
    expect(text).toContain('Missing calls (5):');
    expect(text).toContain('POST   projectSubtypes');
    expect(text).toContain('DELETE fields/{id}/keywords/{keywordId}');
  });
});
