import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Role, type RoleUsers, signInEveryRole } from '../../test/authorization';
import { countStatements } from '../../test/count-statements';
import { createTestApp, type TestApp } from '../../test/harness';
import { attachCompany, companyRoleId, grant } from '../../test/project-factories';
import { findAllStatuses } from '../project-statuses/project-statuses.repo';
import { findAllSubtypes } from '../project-subtypes/project-subtypes.repo';
import { createProjects } from './project-creation.repo';

/** ARCHITECTURE "Performance habits": a page of N rows costs a constant number of queries. */
let t: TestApp;
let roles: RoleUsers;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  const admin = roles.ownerManager.token;
  const [statuses, subtypes] = await Promise.all([findAllStatuses(t.ctx.db), findAllSubtypes(t.ctx.db)]);
  const ids = await t.ctx.db.transaction((tx) =>
    createProjects(
      tx,
      Array.from({ length: 60 }, (_, i) => ({
        code: `Q-${i}`,
        name: `Query count ${i}`,
        type: 'infrastructure' as const,
        projectSubtypeId: subtypes[0].id,
        status: statuses[i % statuses.length],
        coordinates: null,
      })),
    ),
  );
  // Companies and grants on every project, so each row carries nested data.
  const role = await companyRoleId(t, admin, roles.clientManager.companyId, 'employee');
  for (const id of ids) {
    await attachCompany(t, admin, id, roles.clientManager.companyId);
    await attachCompany(t, admin, id, roles.subcontractorEmployee.companyId);
    await grant(t, admin, role, 'Project', id);
  }
});
afterAll(() => t.close());

async function queriesFor(role: Role, perPage: number): Promise<{ queries: number; rows: number }> {
  let rows = 0;
  const queries = await countStatements(t.ctx, async () => {
    const res = await t.as(roles[role]).projects.list({ query: { per_page: perPage } });
    expect(res.status).toBe(200);
    rows = res.data.length;
  });
  return { queries, rows };
}

describe('GET projects query count', () => {
  for (const role of ['ownerManager', 'employee', 'clientManager'] as const) {
    it(`is the same for 1 row and for 50 (${role})`, async () => {
      const one = await queriesFor(role, 1);
      const fifty = await queriesFor(role, 50);
      expect(one.rows).toBe(1);
      expect(fifty.rows).toBe(50);
      expect(fifty.queries).toBe(one.queries);
      // The session lookup, the page and its count (at least the page and the count are seen, so
      // the counter is wired to the client the requests use).
      expect(one.queries).toBeGreaterThanOrEqual(2);
      expect(one.queries).toBeLessThanOrEqual(3);
    });
  }
});
