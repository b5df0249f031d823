import { randomInt } from 'node:crypto';
import { verifyChannelSubscription } from './channel-signature';
import type { HubSocket, RealtimeHub } from './realtime-hub';

/** Seconds of silence after which the client pings (sent in connection_established). */
const ACTIVITY_TIMEOUT = 120;
const MIN_PROTOCOL = 5;

export interface ProtocolSocket extends HubSocket {
  close(code?: number, reason?: string): void;
}

interface Options {
  appKey: string;
  appSecret: string;
  hub: RealtimeHub;
}

const frame = (event: string, data: unknown, channel?: string) =>
  JSON.stringify({
    event,
    ...(channel ? { channel } : {}),
    data: typeof data === 'string' ? data : JSON.stringify(data),
  });

/**
 * One client connection speaking the Pusher Channels protocol (version 7): connection
 * established with a socket id, ping/pong, subscribe (private channels need the HMAC
 * signature that `POST auth/pusher` hands out) and unsubscribe. Client events are not enabled.
 * Answers the handlers for incoming text and for close.
 */
export function openPusherConnection(
  socket: ProtocolSocket,
  request: { key: string; protocol: number },
  opts: Options,
): { onMessage(text: string): void; onClose(): void } {
  const sendError = (code: number | null, message: string) =>
    socket.send(JSON.stringify({ event: 'pusher:error', data: { code, message } }));
  const noop = { onMessage() {}, onClose() {} };
  if (request.key !== opts.appKey) {
    sendError(4001, `Application does not exist: ${request.key}`);
    socket.close(4001, 'Application does not exist');
    return noop;
  }
  if (!Number.isFinite(request.protocol) || request.protocol < MIN_PROTOCOL) {
    sendError(4007, 'Unsupported protocol version');
    socket.close(4007, 'Unsupported protocol version');
    return noop;
  }
  const socketId = `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
  const channels = new Set<string>();
  socket.send(frame('pusher:connection_established', { socket_id: socketId, activity_timeout: ACTIVITY_TIMEOUT }));

  function subscribe(data: { channel?: unknown; auth?: unknown }) {
    const channel = typeof data.channel === 'string' ? data.channel : '';
    if (!/^[A-Za-z0-9_\-=@,.;]{1,164}$/.test(channel)) {
      sendError(null, 'Invalid channel name');
      return;
    }
    if (channel.startsWith('presence-')) {
      sendError(null, 'Presence channels are not enabled');
      return;
    }
    const isPrivate = channel.startsWith('private-');
    if (
      isPrivate &&
      !verifyChannelSubscription({ appKey: opts.appKey, appSecret: opts.appSecret, socketId, channel }, data.auth)
    ) {
      socket.send(
        frame('pusher:subscription_error', { type: 'AuthError', error: 'Invalid signature', status: 401 }, channel),
      );
      sendError(null, `Invalid signature for channel ${channel}`);
      return;
    }
    channels.add(channel);
    opts.hub.subscribe(channel, socket);
    socket.send(frame('pusher_internal:subscription_succeeded', {}, channel));
  }

  return {
    onMessage(text) {
      let message: { event?: unknown; data?: unknown };
      try {
        message = JSON.parse(text);
      } catch {
        sendError(null, 'Invalid JSON');
        return;
      }
      const data = (typeof message.data === 'string' ? safeParse(message.data) : message.data) ?? {};
      switch (message.event) {
        case 'pusher:ping':
          socket.send(frame('pusher:pong', {}));
          return;
        case 'pusher:pong':
          return;
        case 'pusher:subscribe':
          subscribe(data as { channel?: unknown; auth?: unknown });
          return;
        case 'pusher:unsubscribe': {
          const channel = (data as { channel?: unknown }).channel;
          if (typeof channel === 'string' && channels.delete(channel)) opts.hub.unsubscribe(channel, socket);
          return;
        }
        default:
          sendError(null, 'Client events are not enabled');
      }
    },
    onClose() {
      opts.hub.remove(socket);
      channels.clear();
    },
  };
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
