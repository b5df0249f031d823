import { type RealtimeEventName, sessionHasExpiredPayload } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens } from '../../platform/db/schema';
import type { Publisher } from '../../platform/realtime/publisher';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';
import { announceSessionExpiry } from './session-expiry.job';

let t: TestApp;
const sent: { channel: string; event: RealtimeEventName; payload: unknown }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // Record what the job publishes instead of delivering it to sockets.
  const recorder: Publisher = {
    async publish(channel, event, payload) {
      sent.push({ channel, event, payload });
    },
    async close() {},
  };
  t.ctx.publisher = recorder;
});
afterAll(() => t.close());

describe('session expiry announcements', () => {
  it('warns once five minutes before the end, then announces the end with the token id', async () => {
    const user = await makeUser(t.ctx);
    const token = await t.login(user.email);
    const id = Number(token.split('|')[0]);
    const now = new Date();

    expect(await announceSessionExpiry(t.ctx, now)).toEqual({ warned: 0, expired: 0 });

    await t.ctx.db
      .update(apiTokens)
      .set({ expiresAt: new Date(now.getTime() + 4 * 60_000) })
      .where(eq(apiTokens.id, id));
    await announceSessionExpiry(t.ctx, now);
    await announceSessionExpiry(t.ctx, now);
    const warnings = sent.filter((s) => s.event === 'SESSION_WILL_EXPIRE');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ channel: `private-user.${user.id}`, payload: { token: id } });

    const later = new Date(now.getTime() + 5 * 60_000);
    await announceSessionExpiry(t.ctx, later);
    await announceSessionExpiry(t.ctx, later);
    const ends = sent.filter((s) => s.event === 'SESSION_HAS_EXPIRED');
    expect(ends).toEqual([
      { channel: `private-user.${user.id}`, event: 'SESSION_HAS_EXPIRED', payload: { token: id } },
    ]);
  });

  it('does not announce revoked tokens', async () => {
    const user = await makeUser(t.ctx);
    const token = await t.login(user.email);
    await t.as(token).auth.logout();
    const id = Number(token.split('|')[0]);
    await t.ctx.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(apiTokens.id, id));
    const before = sent.length;
    await announceSessionExpiry(t.ctx, new Date(Date.now() + 2 * 60_000));
    expect(sent.slice(before).filter((s) => sessionHasExpiredPayload.safeParse(s.payload).data?.token === id)).toEqual(
      [],
    );
  });
});
