import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { openPusherConnection } from './pusher-protocol';
import type { RealtimeHub } from './realtime-hub';

/** The WebSocket endpoint `/app/{key}` that pusher-js (and Laravel Echo, mobile SDKs) connect to. */
export async function registerRealtime(
  app: FastifyInstance,
  opts: { appKey: string; appSecret: string; hub: RealtimeHub },
): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  app.get<{ Params: { key: string }; Querystring: { protocol?: string } }>(
    '/app/:key',
    { websocket: true, schema: { hide: true } },
    (socket, request) => {
      const connection = openPusherConnection(
        { send: (text) => socket.send(text), close: (code, reason) => socket.close(code, reason) },
        { key: request.params.key, protocol: Number(request.query.protocol ?? 7) },
        opts,
      );
      socket.on('message', (raw) => connection.onMessage(raw.toString()));
      socket.on('close', () => connection.onClose());
    },
  );
}
