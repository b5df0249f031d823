import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { present } from '../test/find-one';
import { createTestApp, type TestApp } from '../test/harness';
import { DEMO_PASSWORD } from './demo-seed';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { DEMO: true } });
});
afterAll(() => t.close());

describe('demo contacts, schedules and progress reports', () => {
  it('the cable site has contacts, a schedule tree beside the status entries, and progress reports', async () => {
    const token = await t.login('owner.manager@demo.test', DEMO_PASSWORD);
    const projects = (await t.as(token).projects.list()).data;
    const site = present(
      projects.find((p) => p.code === 'HEL-0311'),
      'the cable site',
    );
    const contacts = (await t.as(token).contacts.list({ params: { id: site.id } })).data;
    expect(contacts.length).toBeGreaterThanOrEqual(2);
    const schedule = (await t.as(token).schedules.list({ params: { id: site.id } })).data;
    expect(schedule.some((e) => e.automatical && e.description === 'project-statuses')).toBe(true);
    expect(schedule.some((e) => !e.automatical && e.level === 1)).toBe(true);
    const reports = (await t.as(token).progressReports.list({ params: { id: site.id } })).data;
    expect(reports.length).toBeGreaterThanOrEqual(3);
    expect(reports[0].user?.name).toBe('Ville Asentaja');
  });
});
