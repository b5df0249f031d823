import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { openPusherConnection } from './pusher-protocol';
import type { RealtimeHub } from './realtime-hub';
import { isAllowedOrigin } from './realtime-origins';

/** Client frames are small JSON commands; ws's default of 100 MiB would only invite abuse. */
const MAX_FRAME_BYTES = 64 * 1024;

export interface RealtimeOptions {
  appKey: string;
  appSecret: string;
  hub: RealtimeHub;
  /** Origins besides the request's own host whose pages may connect (allowedRealtimeOrigins). */
  allowedOrigins?: readonly string[];
  /** Seconds of client silence before the server pings; the default suits production. */
  activityTimeoutSeconds?: number;
}

type Query = Record<string, string | string[] | undefined>;

/**
 * The WebSocket endpoint `/app/{key}` that pusher-js (and Laravel Echo, the mobile SDKs)
 * connect to. Needs nothing else of the app.
 */
export async function registerRealtime(app: FastifyInstance, opts: RealtimeOptions): Promise<void> {
  // A second copy of the plugin would fight the first over the server's 'upgrade' events.
  if (!app.hasDecorator('websocketServer')) await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  app.get<{ Params: { key: string }; Querystring: Query }>(
    '/app/:key',
    {
      websocket: true,
      schema: { hide: true },
      // Refused before the upgrade: the page gets a plain 403 and no socket.
      preValidation: async (request, reply) => {
        const own = { host: request.headers.host, scheme: request.protocol };
        if (!isAllowedOrigin(request.headers.origin, own, opts.allowedOrigins ?? [])) {
          await reply.code(403).send({ error: 'origin not allowed' });
        }
      },
    },
    (socket, request) => {
      const protocol = request.query.protocol;
      const connection = openPusherConnection(
        { send: (text) => socket.send(text), close: (code, reason) => socket.close(code, reason) },
        // A repeated parameter arrives as an array; joined, it fails the format check as it should.
        { key: request.params.key, protocol: Array.isArray(protocol) ? protocol.join(',') : protocol },
        opts,
      );
      socket.on('message', (raw, isBinary) => connection.onMessage(raw.toString(), isBinary));
      socket.on('close', () => connection.onClose());
    },
  );
}
