import type { RealtimeEventName, RealtimePayloads } from '@portal/contracts';
import type { RealtimeHub } from './realtime-hub';

/** How modules send real-time events, whatever carries them to the sockets. */
export interface Publisher {
  publish<E extends RealtimeEventName>(channel: string, event: E, payload: RealtimePayloads[E]): Promise<void>;
  close(): Promise<void>;
}

/**
 * PostgreSQL refuses NOTIFY payloads of 8000 bytes or more (with the default page size); the
 * margin covers encoding differences. Every publisher enforces it, so that an event that works
 * on a single instance does not start failing once instances share events through PostgreSQL.
 * Events are meant to be small notices ("document 12 changed"); clients fetch the rest.
 */
export const MAX_NOTIFY_BYTES = 7900;

export class RealtimePayloadTooLargeError extends Error {
  constructor(bytes: number) {
    super(`Real-time event of ${bytes} bytes is over the ${MAX_NOTIFY_BYTES}-byte limit of PostgreSQL NOTIFY`);
    this.name = 'RealtimePayloadTooLargeError';
  }
}

interface Envelope {
  channel: string;
  event: string;
  data: unknown;
}

function encodeEnvelope(envelope: Envelope): string {
  const text = JSON.stringify(envelope);
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_NOTIFY_BYTES) throw new RealtimePayloadTooLargeError(bytes);
  return text;
}

function decodeEnvelope(text: string): Envelope | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { channel, event, data } = value as Record<string, unknown>;
    return typeof channel === 'string' && typeof event === 'string' ? { channel, event, data } : undefined;
  } catch {
    return undefined;
  }
}

/** A single instance: events go straight to this process's sockets. */
export function createInProcessPublisher(hub: RealtimeHub): Publisher {
  return {
    async publish(channel, event, payload) {
      encodeEnvelope({ channel, event, data: payload });
      hub.deliver(channel, event, payload);
    },
    async close() {},
  };
}

export interface NotifyTransport {
  /** This instance's hub, which receives every event (its own ones too). */
  hub: RealtimeHub;
  /** Sends one notification, e.g. `select pg_notify('realtime', $1)`. */
  notify(payload: string): Promise<void>;
  /** Starts listening (e.g. `LISTEN realtime` on a dedicated connection); answers a function that stops. */
  listen(onMessage: (payload: string) => void): Promise<() => Promise<void>>;
}

/**
 * Several instances sharing one PostgreSQL: a publish is a NOTIFY, and every instance's
 * listener (the publishing one's included) delivers it to its own sockets. Going through
 * PostgreSQL even locally keeps one order of events for all instances. Delivery is at most
 * once: a notification sent while a listener is reconnecting is lost, which suits notices
 * that clients can recover from by refetching.
 */
export async function createPostgresNotifyPublisher(transport: NotifyTransport): Promise<Publisher> {
  let stop: (() => Promise<void>) | undefined = await transport.listen((payload) => {
    const envelope = decodeEnvelope(payload);
    // Something else notifying on the same channel is not ours to deliver.
    if (envelope) transport.hub.deliver(envelope.channel, envelope.event, envelope.data);
  });
  return {
    async publish(channel, event, payload) {
      await transport.notify(encodeEnvelope({ channel, event, data: payload }));
    },
    async close() {
      const stopping = stop;
      stop = undefined;
      await stopping?.();
    },
  };
}
