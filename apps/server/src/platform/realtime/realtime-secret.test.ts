import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { AppContext } from '../../app-context';
import { loadConfig } from '../../config';
import { closeContext, createContext } from '../../context';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';
import { createTestDatabase } from '../../test/test-database';
import { signChannelSubscription } from './channel-signature';
import { resolveRealtimeSecret } from './realtime-secret';

/** The secret the README once printed; an unset PUSHER_APP_SECRET must never mean it. */
const OLD_DEFAULT_SECRET = 'portal-secret-change-me';
const silent = { info() {}, error() {} };

interface Frame {
  event: string;
  channel?: string;
  data: unknown;
}

describe('real-time signing secret with PUSHER_APP_SECRET unset', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => t.close());

  /** Connects, subscribes to `channel` with `auth`, and answers the first subscription frame. */
  async function subscribe(channel: string, sign: (socketId: string) => string | Promise<string>): Promise<Frame> {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${t.ctx.config.PUSHER_APP_KEY}?protocol=7`);
    const frames: Frame[] = [];
    ws.on('message', (raw) => frames.push(JSON.parse(raw.toString())));
    try {
      const established = await vi.waitFor(() => {
        const frame = frames.find((f) => f.event === 'pusher:connection_established');
        if (!frame) throw new Error('not connected yet');
        return frame;
      });
      const data = typeof established.data === 'string' ? JSON.parse(established.data) : established.data;
      ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: await sign(data.socket_id) } }));
      return await vi.waitFor(() => {
        const frame = frames.find((f) => f.channel === channel);
        if (!frame) throw new Error('no answer yet');
        return frame;
      });
    } finally {
      ws.terminate();
    }
  }

  it('is random, not the old documented default', () => {
    expect(t.ctx.config.PUSHER_APP_SECRET).toBeUndefined();
    expect(t.ctx.realtimeSecret).not.toBe(OLD_DEFAULT_SECRET);
    expect(t.ctx.realtimeSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses a subscription signed with the old default, accepts one signed by auth/pusher', async () => {
    const user = await makeUser(t.ctx);
    const token = await t.login(user.email);
    const channel = `private-user.${user.id}`;
    const key = t.ctx.config.PUSHER_APP_KEY;
    const forged = await subscribe(channel, (socketId) =>
      signChannelSubscription({ appKey: key, appSecret: OLD_DEFAULT_SECRET, socketId, channel }),
    );
    expect(forged.event).toBe('pusher:subscription_error');

    const signed = await subscribe(channel, async (socketId) => {
      const res = await t.as(token).auth.pusherAuth({ body: { socket_id: socketId, channel_name: channel } });
      expect(res.status).toBe(200);
      return res.json().auth;
    });
    expect(signed.event).toBe('pusher_internal:subscription_succeeded');
  });

  it('is the same for two app contexts on one database', async () => {
    const base = process.env.TEST_DATABASE_URL;
    const database = base ? await createTestDatabase(base) : undefined;
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-secret-'));
    const config = loadConfig(
      { CONFIG_FILE: '/nonexistent/portal-config.json' },
      { DATA_DIR: dataDir, DATABASE_URL: database?.url, LOG_LEVEL: 'silent' },
    );
    const contexts: AppContext[] = [];
    try {
      if (database) {
        // Two instances on one PostgreSQL, both running: the second reads the first one's secret.
        contexts.push(await createContext(config, silent));
        contexts.push(await createContext(config, silent));
        expect(contexts[0].realtimeSecret).toBe(contexts[1].realtimeSecret);
        // Instances racing to make it at first start still end up with one value.
        const raced = await Promise.all([
          resolveRealtimeSecret(contexts[0].db, undefined),
          resolveRealtimeSecret(contexts[1].db, undefined),
        ]);
        expect(raced).toEqual([contexts[0].realtimeSecret, contexts[0].realtimeSecret]);
      } else {
        // The embedded database has one process at a time: a restart reads the secret back.
        const first = await createContext(config, silent);
        const secret = first.realtimeSecret;
        await closeContext(first);
        contexts.push(await createContext(config, silent));
        expect(contexts[0].realtimeSecret).toBe(secret);
      }
      expect(contexts[0].realtimeSecret).not.toBe(OLD_DEFAULT_SECRET);
    } finally {
      for (const ctx of contexts) {
        ctx.database.pool?.on('error', () => undefined);
        await closeContext(ctx);
      }
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('is the configured one when PUSHER_APP_SECRET is set', async () => {
    const configured = await createTestApp({ config: { PUSHER_APP_SECRET: 'operator-chosen-secret-123' } });
    try {
      expect(configured.ctx.realtimeSecret).toBe('operator-chosen-secret-123');
    } finally {
      await configured.close();
    }
  });
});
