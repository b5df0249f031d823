import type { RealtimeEventName, RealtimePayloads } from '@portal/contracts';
import type { RealtimeHub } from './realtime-hub';

/** How modules send real-time events, whatever carries them (ARCHITECTURE.md "Real-time"). */
export interface Publisher {
  publish<E extends RealtimeEventName>(channel: string, event: E, payload: RealtimePayloads[E]): Promise<void>;
  close(): Promise<void>;
}

/** One instance: events go straight to this process's sockets. */
export function createInProcessPublisher(hub: RealtimeHub): Publisher {
  return {
    async publish(channel, event, payload) {
      hub.deliver(channel, event, payload);
    },
    async close() {},
  };
}

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_NOTIFY_BYTES = 7900;

interface NotifyTransport {
  hub: RealtimeHub;
  notify(payload: string): Promise<void>;
  /** Starts listening; answers a function that stops. */
  listen(onMessage: (payload: string) => void): Promise<() => Promise<void>>;
}

/**
 * Several instances sharing one PostgreSQL: every publish is a NOTIFY, and every instance's
 * listener delivers it to its own sockets (including the publishing instance).
 */
export async function createPostgresNotifyPublisher(transport: NotifyTransport): Promise<Publisher> {
  const stop = await transport.listen((payload) => {
    try {
      const { channel, event, data } = JSON.parse(payload) as { channel: string; event: string; data: unknown };
      transport.hub.deliver(channel, event, data);
    } catch {
      // A malformed notification is not ours to deliver.
    }
  });
  return {
    async publish(channel, event, payload) {
      const text = JSON.stringify({ channel, event, data: payload });
      if (Buffer.byteLength(text) > MAX_NOTIFY_BYTES)
        throw new Error(`real-time payload over ${MAX_NOTIFY_BYTES} bytes`);
      await transport.notify(text);
    },
    close: stop,
  };
}
