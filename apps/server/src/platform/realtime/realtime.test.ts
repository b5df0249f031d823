import { RealtimeEvent } from '@portal/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import Pusher from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { signChannelSubscription } from './channel-signature';
import { createInProcessPublisher, MAX_NOTIFY_BYTES, RealtimePayloadTooLargeError } from './publisher';
import { registerRealtime } from './realtime.plugin';
import { RealtimeHub } from './realtime-hub';

const appKey = 'test-key';
const appSecret = 'test-secret';
const hub = new RealtimeHub();
const publisher = createInProcessPublisher(hub);
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  // A bare Fastify: the endpoint must need nothing else of the app.
  app = Fastify();
  await registerRealtime(app, { appKey, appSecret, hub });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await publisher.close();
  await app.close();
});

const clients: Pusher[] = [];
const sockets: WebSocket[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.disconnect();
  for (const socket of sockets.splice(0)) socket.terminate();
  // The server forgets a socket when its close arrives; later tests count from zero.
  await vi.waitFor(() => expect(hub.connectionCount).toBe(0), { timeout: 5000 });
});

/** The real pusher-js client (its Node build), signing with `secret` as the auth endpoint would. */
function connect(secret = appSecret): Pusher {
  const client = new Pusher(appKey, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) =>
        callback(null, {
          auth: signChannelSubscription({ appKey, appSecret: secret, socketId, channel: channelName }),
        }),
    },
  });
  clients.push(client);
  return client;
}

/** Anything of pusher-js that emits events: the client, a channel, the connection. */
interface Emitter {
  bind(event: string, callback: (data: never) => void): unknown;
}

function once<T = unknown>(target: Emitter, event: string): Promise<T> {
  return new Promise((resolve) => target.bind(event, (data: T) => resolve(data)));
}

describe('Pusher-protocol endpoint with pusher-js', () => {
  it('connects and hands pusher-js a socket id', async () => {
    const client = connect();
    await new Promise<void>((resolve) => client.connection.bind('connected', () => resolve()));
    expect(client.connection.state).toBe('connected');
    expect(client.connection.socket_id).toMatch(/^\d+\.\d+$/);
    expect(hub.connectionCount).toBe(1);
  });

  it('subscribes to a signed private channel and receives what the publisher sends there only', async () => {
    const client = connect();
    const channel = client.subscribe('private-user.7');
    // Bound on the client, not the channel: pusher-js drops frames for channels it does not
    // know, which would hide a server that sends every event everywhere.
    const received: unknown[] = [];
    client.bind_global((event: string, data: unknown) => {
      if (!event.startsWith('pusher')) received.push({ event, data });
    });
    await once(channel, 'pusher:subscription_succeeded');

    await publisher.publish('private-user.8', RealtimeEvent.sessionHasExpired, { token: 4 });
    const arrived = once(channel, RealtimeEvent.sessionWillExpire);
    await publisher.publish('private-user.7', RealtimeEvent.sessionWillExpire, {
      token: 3,
      expires_at: '2026-01-01T00:00:00Z',
    });
    await arrived;
    // Frames on one socket keep their order, so the event for user 8 would have come first.
    expect(received).toEqual([
      { event: RealtimeEvent.sessionWillExpire, data: { token: 3, expires_at: '2026-01-01T00:00:00Z' } },
    ]);
  });

  it('refuses a subscription signed with the wrong secret, and delivers nothing on it', async () => {
    const client = connect('wrong-secret');
    const channel = client.subscribe('private-user.9');
    const received: unknown[] = [];
    channel.bind(RealtimeEvent.sessionHasExpired, (data: unknown) => received.push(data));
    const connectionError = once<{ data: { message: string } }>(client.connection, 'error');
    const error = await once<{ status: number }>(channel, 'pusher:subscription_error');
    expect(error.status).toBe(401);
    expect((await connectionError).data.message).toContain('Invalid signature');
    expect(channel.subscribed).toBe(false);
    expect(hub.subscriberCount('private-user.9')).toBe(0);

    // A public channel needs no signature; an event on it after one on the refused channel
    // proves the refused one was never sent.
    const barrier = client.subscribe('barrier');
    await once(barrier, 'pusher:subscription_succeeded');
    await publisher.publish('private-user.9', RealtimeEvent.sessionHasExpired, { token: 5 });
    const passed = once(barrier, 'tick');
    hub.deliver('barrier', 'tick', {});
    await passed;
    expect(received).toEqual([]);
  });
});

describe('in-process publisher', () => {
  it('refuses a payload over the NOTIFY limit, as the PostgreSQL backend would', async () => {
    const title = 'x'.repeat(MAX_NOTIFY_BYTES);
    await expect(
      publisher.publish('private-user.1', RealtimeEvent.notificationPublished, { id: 1, title }),
    ).rejects.toBeInstanceOf(RealtimePayloadTooLargeError);
  });
});

interface Frame {
  event: string;
  channel?: string;
  data: unknown;
}

/** A bare `ws` client that answers the frame (or close) it waits for. */
function rawClient(path: string) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  sockets.push(ws);
  const frames: Frame[] = [];
  ws.on('message', (raw) => frames.push(JSON.parse(raw.toString())));
  const next = (event: string) =>
    vi.waitFor(
      () => {
        const frame = frames.find((f) => f.event === event);
        if (!frame) throw new Error(`no ${event} yet`);
        return frame;
      },
      { timeout: 5000 },
    );
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  return { ws, frames, next, closed };
}

describe('Pusher-protocol endpoint over a bare WebSocket', () => {
  it('answers a ping with a pong', async () => {
    const client = rawClient(`/app/${appKey}?protocol=7&client=js&version=8.6.0`);
    await client.next('pusher:connection_established');
    client.ws.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    await client.next('pusher:pong');
    client.ws.close();
    await client.closed;
  });

  it('refuses an unknown app key with 4001 and closes', async () => {
    const client = rawClient('/app/nope?protocol=7');
    expect(await client.closed).toBe(4001);
    expect(client.frames).toEqual([
      { event: 'pusher:error', data: { code: 4001, message: 'Application does not exist' } },
    ]);
  });

  it('refuses protocol 4 with 4007 and closes', async () => {
    const client = rawClient(`/app/${appKey}?protocol=4`);
    expect(await client.closed).toBe(4007);
    expect(client.frames.map((f) => f.event)).toEqual(['pusher:error']);
  });
});

describe('WebSocket origin check', () => {
  let guarded: FastifyInstance;
  let guardedPort: number;
  beforeAll(async () => {
    guarded = Fastify();
    await registerRealtime(guarded, { appKey, appSecret, hub, allowedOrigins: ['https://partner.example'] });
    await guarded.listen({ port: 0, host: '127.0.0.1' });
    const address = guarded.server.address();
    guardedPort = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => guarded.close());

  /** Opens a socket with the given Origin header; answers 'open' or the refused handshake's status. */
  function handshake(origin?: string): Promise<number | 'open'> {
    const ws = new WebSocket(`ws://127.0.0.1:${guardedPort}/app/${appKey}?protocol=7`, origin ? { origin } : {});
    sockets.push(ws);
    // A refused handshake ends in an error event once the socket is torn down; that is expected.
    ws.on('error', () => undefined);
    return new Promise((resolve) => {
      ws.once('open', () => resolve('open'));
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    });
  }

  it('accepts the portal’s own origin, a configured one, and clients that send none', async () => {
    expect(await handshake(`http://127.0.0.1:${guardedPort}`)).toBe('open');
    expect(await handshake('https://partner.example')).toBe('open');
    expect(await handshake()).toBe('open');
  });

  it('refuses a page of another origin with 403 before the upgrade', async () => {
    expect(await handshake('https://evil.example')).toBe(403);
    expect(await handshake('null')).toBe(403);
    expect(await handshake(`http://127.0.0.1:${guardedPort + 1}`)).toBe(403);
    // The same host with another scheme is another origin (issue 16).
    expect(await handshake(`https://127.0.0.1:${guardedPort}`)).toBe(403);
  });
});
