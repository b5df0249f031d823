import { RealtimeEvent } from '@portal/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signChannelSubscription } from './channel-signature';
import { createInProcessPublisher } from './publisher';
import { registerRealtime } from './realtime.plugin';
import { RealtimeHub } from './realtime-hub';

const appKey = 'test-key';
const appSecret = 'test-secret';
let app: FastifyInstance;
let port: number;
const hub = new RealtimeHub();
const publisher = createInProcessPublisher(hub);

beforeAll(async () => {
  app = Fastify();
  await registerRealtime(app, { appKey, appSecret, hub });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => app.close());

/** The real pusher-js client, signing with the given secret (a wrong one must be refused). */
function connect(secret = appSecret) {
  return new Pusher(appKey, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: '/unused',
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) =>
        callback(null, {
          auth: signChannelSubscription({ appKey, appSecret: secret, socketId, channel: channelName }),
        }),
    },
  });
}

const waitUntil = async (check: () => boolean, ms = 5000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('Pusher-protocol endpoint', () => {
  it('lets pusher-js subscribe to a signed private channel and receive events', async () => {
    const client = connect();
    const channel = client.subscribe('private-user.7');
    const received: unknown[] = [];
    channel.bind(RealtimeEvent.sessionWillExpire, (data: unknown) => received.push(data));
    await new Promise<void>((resolve) => channel.bind('pusher:subscription_succeeded', () => resolve()));
    await publisher.publish('private-user.7', RealtimeEvent.sessionWillExpire, {
      token: 3,
      expires_at: '2026-01-01T00:00:00Z',
    });
    await publisher.publish('private-user.8', RealtimeEvent.sessionHasExpired, { token: 4 });
    await waitUntil(() => received.length > 0);
    expect(received).toEqual([{ token: 3, expires_at: '2026-01-01T00:00:00Z' }]);
    client.disconnect();
    await waitUntil(() => hub.subscriberCount('private-user.7') === 0);
  });

  it('refuses a subscription signed with the wrong secret', async () => {
    const client = connect('wrong-secret');
    const channel = client.subscribe('private-user.9');
    let succeeded = false;
    channel.bind('pusher:subscription_succeeded', () => {
      succeeded = true;
    });
    const errors: string[] = [];
    client.connection.bind('error', (e: { data?: { message?: string } }) => errors.push(e.data?.message ?? ''));
    await waitUntil(() => errors.length > 0);
    expect(errors[0]).toContain('Invalid signature');
    expect(succeeded).toBe(false);
    expect(hub.subscriberCount('private-user.9')).toBe(0);
    client.disconnect();
  });

  it('answers a ping with a pong and refuses an unknown app key', async () => {
    const frames: { event: string }[] = [];
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${appKey}?protocol=7`);
    ws.on('message', (m) => frames.push(JSON.parse(m.toString())));
    await new Promise((r) => ws.once('open', r));
    await waitUntil(() => frames.some((f) => f.event === 'pusher:connection_established'));
    ws.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    await waitUntil(() => frames.some((f) => f.event === 'pusher:pong'));
    ws.close();

    const bad = new WebSocket(`ws://127.0.0.1:${port}/app/nope?protocol=7`);
    const code = await new Promise<number>((resolve) => bad.once('close', (c) => resolve(c)));
    expect(code).toBe(4001);
  });
});
