import type Pusher from 'pusher-js';

/**
 * A stand-in for the session's real-time connection: records subscriptions and bound listeners,
 * and lets a test deliver an event on a channel as the server would.
 */
export function fakePusher() {
  const listeners = new Map<string, Map<string, Set<(data: unknown) => void>>>();
  const subscribed: string[] = [];
  const channelOf = (name: string) => {
    let events = listeners.get(name);
    if (!events) {
      events = new Map();
      listeners.set(name, events);
    }
    const bound = events;
    return {
      bind: (event: string, fn: (data: unknown) => void) => {
        if (!bound.has(event)) bound.set(event, new Set());
        bound.get(event)?.add(fn);
      },
      unbind: (event: string, fn: (data: unknown) => void) => bound.get(event)?.delete(fn),
      unbind_all: () => bound.clear(),
    };
  };
  const connection = {
    subscribe: (name: string) => {
      subscribed.push(name);
      return channelOf(name);
    },
    unsubscribe: () => {},
  };
  return {
    connection: connection as unknown as Pusher,
    subscribed,
    /** Delivers `data` to every listener of `event` on `channel`. */
    emit(channel: string, event: string, data: unknown) {
      for (const fn of listeners.get(channel)?.get(event) ?? []) fn(data);
    },
    listenerCount: (channel: string, event: string) => listeners.get(channel)?.get(event)?.size ?? 0,
  };
}
