import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-seed';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ config: { DEMO: true } });
  token = await t.login('owner.manager@demo.test', DEMO_PASSWORD);
});
afterAll(() => t.close());

describe('demo data', () => {
  it('has several companies with users in every role and every category', async () => {
    const companies = (await t.as(token).companies.list()).data;
    expect(companies.length).toBeGreaterThanOrEqual(5);
    expect(new Set(companies.map((c) => c.type))).toEqual(new Set(['owner', 'client', 'subcontractor']));

    const users = (await t.as(token).users.list()).data;
    for (const company of companies) {
      const names = users.flatMap((u) => u.roles.filter((r) => r.company_id === company.id).map((r) => r.name));
      expect(new Set(names), company.name).toEqual(new Set(['employee', 'editor', 'manager']));
    }
    const categories = (await t.as(token).userCategories.list()).data;
    expect(categories.length).toBeGreaterThanOrEqual(3);
    for (const c of categories) expect(users.some((u) => u.user_category_id === c.id)).toBe(true);
    expect(users.some((u) => !u.enabled)).toBe(true);
    expect(users.some((u) => u.companies.length > 1)).toBe(true);

    const requests = (await t.as(token).userRequests.list()).data;
    expect(requests).toHaveLength(1);
  });
});
