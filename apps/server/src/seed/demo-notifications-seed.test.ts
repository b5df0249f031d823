import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RoleUsers, signInEveryRole } from '../test/authorization';
import { createTestApp, type TestApp } from '../test/harness';
import { seedDemoNotifications } from './demo-notifications-seed';

let t: TestApp;
let roles: RoleUsers;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
});
afterAll(() => t.close());

describe('demo notifications', () => {
  it('publishes two notices, one with a PDF a user can download, keeps a draft, and fills the mobile menu once', async () => {
    await seedDemoNotifications(t.ctx);
    await seedDemoNotifications(t.ctx);
    const published = (await t.as(roles.employee.token).notifications.global()).data;
    expect(published).toHaveLength(2);
    const withFile = published.find((n) => n.attachment);
    expect(withFile?.attachment?.filename).toBe('Vesikatko-tiedote.pdf');
    const file = await t.as(roles.employee.token).notifications.download({ params: { id: withFile?.id ?? 0 } });
    expect(file.status).toBe(200);
    expect(file.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.as(roles.ownerManager.token).notifications.list()).data).toHaveLength(3);
    expect((await t.as(roles.employee.token).mobileLinks.list()).data.map((l) => l.order)).toEqual([1, 2, 3]);
  });
});
