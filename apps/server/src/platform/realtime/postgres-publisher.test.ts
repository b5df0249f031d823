import { RealtimeEvent } from '@portal/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listenOnPool } from './pg-listen';
import {
  createPostgresNotifyPublisher,
  MAX_NOTIFY_BYTES,
  type Publisher,
  RealtimePayloadTooLargeError,
} from './publisher';
import { type HubSocket, RealtimeHub } from './realtime-hub';

// Like the other PostgreSQL tests, this runs when TEST_DATABASE_URL names a server
// (e.g. postgres://postgres@127.0.0.1:5432/test).
const url = process.env.TEST_DATABASE_URL;
// Its own NOTIFY channel, so that runs sharing the database do not hear each other.
const notifyChannel = `realtime_test_${process.pid}`;
let pool: pg.Pool;
const publishers: Publisher[] = [];
let notifications = 0;

/** One "instance": its own hub, and its own LISTEN connection on the shared database. */
async function instance(): Promise<{ hub: RealtimeHub; publisher: Publisher }> {
  const hub = new RealtimeHub();
  const publisher = await createPostgresNotifyPublisher({
    hub,
    notify: async (payload) => {
      notifications++;
      await pool.query('select pg_notify($1, $2)', [notifyChannel, payload]);
    },
    listen: (onMessage) => listenOnPool(pool, notifyChannel, onMessage, 100),
  });
  publishers.push(publisher);
  return { hub, publisher };
}

function recordingSocket() {
  const frames: unknown[] = [];
  const socket: HubSocket = { send: (text) => frames.push(JSON.parse(text)) };
  return { socket, frames };
}

describe.runIf(url)('PostgreSQL LISTEN/NOTIFY publisher', () => {
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: url });
    pool.on('error', () => undefined);
  });
  afterAll(async () => {
    for (const publisher of publishers) await publisher.close();
    await pool?.end();
  });

  it('delivers an event published on one instance to the sockets of every instance', async () => {
    const a = await instance();
    const b = await instance();
    const onA = recordingSocket();
    const onB = recordingSocket();
    a.hub.subscribe('private-user.5', onA.socket);
    b.hub.subscribe('private-user.5', onB.socket);
    await a.publisher.publish('private-user.5', RealtimeEvent.sessionHasExpired, { token: 12 });
    const frame = { event: 'SESSION_HAS_EXPIRED', channel: 'private-user.5', data: '{"token":12}' };
    await vi.waitFor(() => expect(onB.frames).toEqual([frame]), { timeout: 5000 });
    await vi.waitFor(() => expect(onA.frames).toEqual([frame]), { timeout: 5000 });
  });

  it('refuses a payload over the NOTIFY limit without sending it, and ignores foreign notifications', async () => {
    const a = await instance();
    const b = await instance();
    const onB = recordingSocket();
    b.hub.subscribe('private-user.6', onB.socket);
    const before = notifications;
    const title = 'x'.repeat(MAX_NOTIFY_BYTES);
    await expect(
      a.publisher.publish('private-user.6', RealtimeEvent.notificationPublished, { id: 1, title }),
    ).rejects.toBeInstanceOf(RealtimePayloadTooLargeError);
    expect(notifications).toBe(before);

    // Not JSON, or not an event: a listener must skip it and keep going.
    await pool.query('select pg_notify($1, $2)', [notifyChannel, 'not json']);
    await pool.query('select pg_notify($1, $2)', [notifyChannel, '{"hello":1}']);
    await a.publisher.publish('private-user.6', RealtimeEvent.notificationPublished, { id: 2, title: 'short' });
    await vi.waitFor(() => expect(onB.frames).toHaveLength(1), { timeout: 5000 });
    expect(onB.frames).toEqual([
      { event: 'NOTIFICATION_PUBLISHED', channel: 'private-user.6', data: '{"id":2,"title":"short"}' },
    ]);
  });

  it('listens again after its connection is terminated, and delivers what is published afterwards', async () => {
    const a = await instance();
    const b = await instance();
    const onB = recordingSocket();
    b.hub.subscribe('private-user.7', onB.socket);
    // End every backend listening on this run's channel, as a server restart would.
    const ended = await pool.query('select pg_terminate_backend(pid) from pg_stat_activity where query = $1', [
      `listen ${notifyChannel}`,
    ]);
    expect(ended.rowCount).toBeGreaterThanOrEqual(2);
    await vi.waitFor(
      async () => {
        await a.publisher.publish('private-user.7', RealtimeEvent.sessionHasExpired, { token: 7 });
        expect(onB.frames.length).toBeGreaterThan(0);
      },
      { timeout: 10_000, interval: 300 },
    );
    expect(onB.frames[0]).toEqual({ event: 'SESSION_HAS_EXPIRED', channel: 'private-user.7', data: '{"token":7}' });
  });
});
