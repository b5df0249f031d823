/**
 * Wire format of the Pusher Channels protocol (version 7): every frame is a JSON text
 * `{ event, channel?, data }`.
 */

/**
 * Error and close codes of the protocol. The range tells the client what to do:
 * 4000–4099 do not reconnect unchanged, 4100–4199 reconnect after a back-off,
 * 4200–4299 reconnect at once.
 */
export const PusherErrorCode = {
  applicationDoesNotExist: 4001,
  invalidVersionFormat: 4006,
  unsupportedProtocolVersion: 4007,
  noProtocolVersion: 4008,
  reconnectImmediately: 4200,
  pongNotReceived: 4201,
} as const;

/**
 * A server event. The protocol carries `data` as a JSON-encoded string (clients decode it
 * a second time), so objects are encoded here once more.
 */
export function encodeEvent(event: string, data: unknown, channel?: string): string {
  return JSON.stringify({
    event,
    ...(channel === undefined ? {} : { channel }),
    data: typeof data === 'string' ? data : JSON.stringify(data),
  });
}

/**
 * `pusher:error`, the one event whose `data` is a plain object: pusher-js reads `data.code`
 * directly during the handshake to decide whether to reconnect. `code` is null for errors
 * that do not end the connection.
 */
export function encodeError(code: number | null, message: string): string {
  return JSON.stringify({ event: 'pusher:error', data: { code, message } });
}

export interface ClientMessage {
  event: string;
  channel?: string;
  data: Record<string, unknown>;
}

/**
 * Parses a frame from a client. pusher-js sends `data` as an object; other clients send it
 * JSON-encoded, so both are accepted. Answers undefined for anything that is not a
 * `{ event: string }` object.
 */
export function decodeClientMessage(text: string): ClientMessage | undefined {
  const message = parseJson(text);
  if (!isRecord(message) || typeof message.event !== 'string') return undefined;
  const raw = typeof message.data === 'string' ? parseJson(message.data) : message.data;
  return {
    event: message.event,
    channel: typeof message.channel === 'string' ? message.channel : undefined,
    data: isRecord(raw) ? raw : {},
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
