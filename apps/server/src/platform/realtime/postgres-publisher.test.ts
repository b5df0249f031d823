import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresNotifyPublisher, type Publisher } from './publisher';
import { type HubSocket, RealtimeHub } from './realtime-hub';

const url = process.env.TEST_DATABASE_URL;
let pool: pg.Pool;

/** One "instance": its own hub and its own LISTEN connection on the shared database. */
async function instance(): Promise<{ hub: RealtimeHub; publisher: Publisher }> {
  const hub = new RealtimeHub();
  const publisher = await createPostgresNotifyPublisher({
    hub,
    notify: async (payload) => {
      await pool.query('select pg_notify($1, $2)', ['realtime_test', payload]);
    },
    listen: async (onMessage) => {
      const client = await pool.connect();
      client.on('notification', (m) => m.channel === 'realtime_test' && m.payload && onMessage(m.payload));
      await client.query('listen realtime_test');
      return async () => {
        await client.query('unlisten realtime_test');
        client.release();
      };
    },
  });
  return { hub, publisher };
}

describe.runIf(url)('PostgreSQL LISTEN/NOTIFY publisher', () => {
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: url });
  });
  afterAll(() => pool?.end());

  it('delivers an event published on one instance to sockets on another', async () => {
    const a = await instance();
    const b = await instance();
    const frames: string[] = [];
    const socket: HubSocket = { send: (text) => frames.push(text) };
    b.hub.subscribe('private-user.5', socket);
    await a.publisher.publish('private-user.5', 'SESSION_HAS_EXPIRED', { token: 12 });
    const start = Date.now();
    while (frames.length === 0 && Date.now() - start < 5000) await new Promise((r) => setTimeout(r, 20));
    expect(frames.map((f) => JSON.parse(f))).toEqual([
      { event: 'SESSION_HAS_EXPIRED', channel: 'private-user.5', data: '{"token":12}' },
    ]);
    await a.publisher.close();
    await b.publisher.close();
  });
});
