import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signChannelSubscription } from './channel-signature';
import { type ConnectionRequest, openPusherConnection, type ProtocolSocket } from './pusher-protocol';
import { RealtimeHub } from './realtime-hub';

const appKey = 'key';
const appSecret = 'secret';

interface Frame {
  event: string;
  channel?: string;
  data: unknown;
}

/** A socket that records what the protocol sends and how it closes. */
function fakeSocket() {
  const frames: Frame[] = [];
  const closes: { code?: number; reason?: string }[] = [];
  const socket: ProtocolSocket = {
    send: (text) => frames.push(JSON.parse(text)),
    close: (code, reason) => closes.push({ code, reason }),
  };
  return { socket, frames, closes, events: () => frames.map((f) => f.event) };
}

const opened: { onClose(): void }[] = [];
// Closing stops each connection's liveness timers.
afterEach(() => {
  for (const connection of opened.splice(0)) connection.onClose();
});

function open(request: ConnectionRequest = { key: appKey, protocol: '7' }) {
  const hub = new RealtimeHub();
  const fake = fakeSocket();
  const connection = openPusherConnection(fake.socket, request, { appKey, appSecret, hub });
  opened.push(connection);
  const sendJson = (message: unknown) => connection.onMessage(JSON.stringify(message));
  return { ...fake, hub, connection, sendJson };
}

describe('Pusher protocol handshake', () => {
  it('hands out a socket id and the activity timeout as a JSON string', () => {
    const { frames, closes, connection, hub } = open();
    expect(frames).toHaveLength(1);
    expect(frames[0].event).toBe('pusher:connection_established');
    expect(typeof frames[0].data).toBe('string');
    const data = JSON.parse(frames[0].data as string);
    expect(data).toEqual({ socket_id: connection.socketId, activity_timeout: 120 });
    expect(data.socket_id).toMatch(/^\d+\.\d+$/);
    expect(closes).toEqual([]);
    expect(hub.connectionCount).toBe(1);
  });

  it.each([
    ['an unknown app key', '7', 'other', 4001],
    ['no protocol version', undefined, appKey, 4008],
    ['a malformed protocol version', 'seven', appKey, 4006],
    ['a protocol older than 5', '4', appKey, 4007],
  ])('refuses %s with pusher:error and the close code', (_, protocol, key, code) => {
    const { frames, closes, hub, connection } = open({ key, protocol });
    expect(frames).toEqual([{ event: 'pusher:error', data: { code, message: expect.any(String) } }]);
    expect(closes).toEqual([{ code, reason: expect.any(String) }]);
    expect(connection.socketId).toBeUndefined();
    expect(hub.connectionCount).toBe(0);
  });
});

describe('Pusher protocol messages', () => {
  it('subscribes to a public channel without a signature and unsubscribes', () => {
    const { frames, hub, socket, sendJson } = open();
    sendJson({ event: 'pusher:subscribe', data: { channel: 'news' } });
    expect(frames.at(-1)).toEqual({ event: 'pusher_internal:subscription_succeeded', channel: 'news', data: '{}' });
    expect(hub.deliver('news', 'X', { a: 1 })).toBe(1);
    expect(frames.at(-1)).toEqual({ event: 'X', channel: 'news', data: '{"a":1}' });
    sendJson({ event: 'pusher:unsubscribe', data: { channel: 'news' } });
    expect(hub.isSubscribed('news', socket)).toBe(false);
    expect(hub.deliver('news', 'X', { a: 2 })).toBe(0);
  });

  it('accepts a signed private channel, also with data sent as a JSON string', () => {
    const { connection, frames, hub, socket, sendJson } = open();
    const channel = 'private-user.1';
    const auth = signChannelSubscription({ appKey, appSecret, socketId: connection.socketId!, channel });
    sendJson({ event: 'pusher:subscribe', data: JSON.stringify({ channel, auth }) });
    expect(frames.at(-1)?.event).toBe('pusher_internal:subscription_succeeded');
    expect(hub.isSubscribed(channel, socket)).toBe(true);
  });

  it('refuses a private channel signed for another socket', () => {
    const { frames, hub, sendJson } = open();
    const channel = 'private-user.1';
    const auth = signChannelSubscription({ appKey, appSecret, socketId: '1.2', channel });
    sendJson({ event: 'pusher:subscribe', data: { channel, auth } });
    expect(frames.slice(1)).toEqual([
      { event: 'pusher:subscription_error', channel, data: expect.stringContaining('"status":401') },
      { event: 'pusher:error', data: { code: null, message: expect.stringContaining('Invalid signature') } },
    ]);
    expect(hub.subscriberCount(channel)).toBe(0);
  });

  it('refuses presence channels, client events, unknown events, broken JSON and binary frames without closing', () => {
    const { frames, closes, hub, connection, sendJson } = open();
    sendJson({ event: 'pusher:subscribe', data: { channel: 'presence-room' } });
    sendJson({ event: 'client-typing', channel: 'private-user.1', data: {} });
    sendJson({ event: 'pusher:signin', data: {} });
    connection.onMessage('{not json');
    connection.onMessage('{}', true);
    const errors = frames.filter((f) => f.event === 'pusher:error').map((f) => f.data);
    expect(errors).toEqual([
      { code: null, message: 'Presence channels are not enabled' },
      { code: null, message: 'Client events are not enabled' },
      { code: null, message: 'Unsupported event' },
      { code: null, message: 'Invalid message format' },
      { code: null, message: 'Invalid message format' },
    ]);
    expect(hub.subscriberCount('presence-room')).toBe(0);
    expect(closes).toEqual([]);
  });

  it('answers a ping with a pong', () => {
    const { events, sendJson } = open();
    sendJson({ event: 'pusher:ping', data: {} });
    expect(events().at(-1)).toBe('pusher:pong');
  });

  it('forgets the socket on close', () => {
    const { hub, connection, sendJson } = open();
    sendJson({ event: 'pusher:subscribe', data: { channel: 'news' } });
    connection.onClose();
    expect(hub.subscriberCount('news')).toBe(0);
    expect(hub.connectionCount).toBe(0);
  });
});

describe('Pusher protocol liveness', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pings a silent client and closes with 4201 when no pong comes', () => {
    const { events, closes, connection } = open();
    vi.advanceTimersByTime(120_000);
    expect(events().at(-1)).toBe('pusher:ping');
    expect(closes).toEqual([]);
    vi.advanceTimersByTime(30_000);
    expect(closes).toEqual([{ code: 4201, reason: 'Pong reply not received' }]);
    connection.onClose();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps a client that answers the ping', () => {
    const { closes, sendJson, connection } = open();
    vi.advanceTimersByTime(120_000);
    sendJson({ event: 'pusher:pong', data: {} });
    vi.advanceTimersByTime(60_000);
    expect(closes).toEqual([]);
    connection.onClose();
  });
});
