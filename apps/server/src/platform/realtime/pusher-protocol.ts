import { randomInt } from 'node:crypto';
import { isPresenceChannel, isPrivateChannel, isValidChannelName } from './channel-names';
import { verifyChannelSubscription } from './channel-signature';
import { type ClientMessage, decodeClientMessage, encodeError, encodeEvent, PusherErrorCode } from './pusher-messages';
import type { HubSocket, RealtimeHub } from './realtime-hub';

/** Protocols 5 to 7 differ in nothing this server uses; older ones are gone from Pusher itself. */
const PROTOCOLS = { min: 5, max: 7 };
/** Pusher's own value: clients ping after this many seconds without traffic. */
const ACTIVITY_TIMEOUT_SECONDS = 120;
/** The protocol's recommended wait for a pong before giving up on the connection. */
const PONG_TIMEOUT_MS = 30_000;
/** Keeps one connection from filling the hub with thousands of public channels. */
const MAX_CHANNELS_PER_CONNECTION = 100;

export interface ProtocolSocket extends HubSocket {
  close(code?: number, reason?: string): void;
}

export interface ConnectionRequest {
  /** The `:key` of `/app/:key`. */
  key: string;
  /** The `protocol` query parameter as sent, undefined when absent. */
  protocol: string | undefined;
}

export interface PusherConnectionOptions {
  appKey: string;
  appSecret: string;
  hub: RealtimeHub;
  activityTimeoutSeconds?: number;
  pongTimeoutMs?: number;
}

export interface PusherConnection {
  /** Undefined when the connection was refused. */
  readonly socketId: string | undefined;
  onMessage(text: string, isBinary?: boolean): void;
  onClose(): void;
}

interface Refusal {
  code: number;
  message: string;
}

function checkProtocol(value: string | undefined): Refusal | undefined {
  if (value === undefined || value === '')
    return { code: PusherErrorCode.noProtocolVersion, message: 'No protocol version supplied' };
  if (!/^\d{1,3}$/.test(value))
    return { code: PusherErrorCode.invalidVersionFormat, message: 'Invalid version string format' };
  const version = Number(value);
  if (version < PROTOCOLS.min || version > PROTOCOLS.max)
    return { code: PusherErrorCode.unsupportedProtocolVersion, message: `Unsupported protocol version: ${version}` };
  return undefined;
}

/**
 * One client connection speaking the Pusher Channels protocol (version 7): handshake with a
 * socket id, ping/pong both ways, subscribe (private channels need the signature that the
 * auth endpoint hands out) and unsubscribe. Presence channels and client events are not offered.
 * Answers the handlers the transport calls for incoming frames and for close.
 */
export function openPusherConnection(
  socket: ProtocolSocket,
  request: ConnectionRequest,
  opts: PusherConnectionOptions,
): PusherConnection {
  const send = (text: string) => socket.send(text);
  // Errors that end the connection go both as `pusher:error` and as the close code, so that
  // a client whose transport loses close codes still learns whether to reconnect.
  const closeWith = ({ code, message }: Refusal) => {
    send(encodeError(code, message));
    socket.close(code, message);
  };

  const refusal =
    request.key === opts.appKey
      ? checkProtocol(request.protocol)
      : { code: PusherErrorCode.applicationDoesNotExist, message: 'Application does not exist' };
  if (refusal) {
    closeWith(refusal);
    return { socketId: undefined, onMessage() {}, onClose() {} };
  }

  const socketId = `${randomInt(1, 2 ** 40)}.${randomInt(1, 2 ** 40)}`;
  const activitySeconds = opts.activityTimeoutSeconds ?? ACTIVITY_TIMEOUT_SECONDS;
  const pongTimeoutMs = opts.pongTimeoutMs ?? PONG_TIMEOUT_MS;
  let idleTimer: NodeJS.Timeout | undefined;
  let pongTimer: NodeJS.Timeout | undefined;
  let closed = false;

  const stopTimers = () => {
    clearTimeout(idleTimer);
    clearTimeout(pongTimer);
  };
  // Any frame proves the client alive. Silence earns a ping, and silence after the ping a 4201
  // close: without it, half-open TCP connections (a laptop lid shut) would stay in the hub forever.
  // Timers are unref'd so that they never hold a shutting-down process open.
  const sawActivity = () => {
    stopTimers();
    idleTimer = setTimeout(() => {
      send(encodeEvent('pusher:ping', {}));
      pongTimer = setTimeout(
        () => closeWith({ code: PusherErrorCode.pongNotReceived, message: 'Pong reply not received' }),
        pongTimeoutMs,
      );
      pongTimer.unref();
    }, activitySeconds * 1000);
    idleTimer.unref();
  };

  const refuseSubscription = (channel: string, message: string) => {
    // The channel-level event fires pusher-js's `pusher:subscription_error` binding (what
    // Laravel Echo's `.error()` listens to); `pusher:error` is what Pusher itself sends.
    send(encodeEvent('pusher:subscription_error', { type: 'AuthError', error: message, status: 401 }, channel));
    send(encodeError(null, message));
  };

  const subscribe = (data: ClientMessage['data']) => {
    const channel = data.channel;
    if (typeof channel !== 'string' || !isValidChannelName(channel))
      return send(encodeError(null, 'Invalid channel name'));
    if (isPresenceChannel(channel)) return refuseSubscription(channel, 'Presence channels are not enabled');
    if (
      isPrivateChannel(channel) &&
      !verifyChannelSubscription({ appKey: opts.appKey, appSecret: opts.appSecret, socketId, channel }, data.auth)
    )
      return refuseSubscription(channel, `Invalid signature for channel ${channel}`);
    if (!opts.hub.isSubscribed(channel, socket) && opts.hub.channelsOf(socket) >= MAX_CHANNELS_PER_CONNECTION)
      return refuseSubscription(channel, 'Too many subscriptions on this connection');
    // Subscribing twice is harmless, so it succeeds again rather than erring.
    opts.hub.subscribe(channel, socket);
    send(encodeEvent('pusher_internal:subscription_succeeded', {}, channel));
  };

  opts.hub.add(socket);
  send(encodeEvent('pusher:connection_established', { socket_id: socketId, activity_timeout: activitySeconds }));
  sawActivity();

  return {
    socketId,
    onMessage(text, isBinary = false) {
      if (closed) return;
      sawActivity();
      // The protocol has text frames only; a binary one is as unreadable as broken JSON.
      const message = isBinary ? undefined : decodeClientMessage(text);
      if (!message) return send(encodeError(null, 'Invalid message format'));
      switch (message.event) {
        case 'pusher:ping':
          return send(encodeEvent('pusher:pong', {}));
        case 'pusher:pong':
          return;
        case 'pusher:subscribe':
          return subscribe(message.data);
        case 'pusher:unsubscribe':
          if (typeof message.data.channel === 'string') opts.hub.unsubscribe(message.data.channel, socket);
          return;
        default:
          // Client events (`client-*`) would let browsers talk to each other unchecked; not enabled.
          return send(
            encodeError(
              null,
              message.event.startsWith('client-') ? 'Client events are not enabled' : 'Unsupported event',
            ),
          );
      }
    },
    onClose() {
      closed = true;
      stopTimers();
      opts.hub.remove(socket);
    },
  };
}
