import {
  deleteRequestCreatedPayload,
  documentEventPayload,
  exportReadyPayload,
  notificationPublishedPayload,
  type PublicConfiguration,
  RealtimeEvent,
  type RealtimePayloads,
  sessionHasExpiredPayload,
  sessionWillExpirePayload,
  userChannel,
} from '@portal/contracts';
import Pusher from 'pusher-js';
import { useSyncExternalStore } from 'react';
import { API_BASE } from './api-base';

type PusherSettings = PublicConfiguration['pusher'];

/**
 * Opens the real-time connection described by GET configuration. The server speaks the
 * Pusher protocol on `/app/{key}` of its own host unless the configuration names another,
 * so one build of the app works in every deployment (DECISIONS.md "Real-time").
 */
export function connectRealtime(settings: PusherSettings, token: string): Pusher {
  const isHttps = window.location.protocol === 'https:';
  const port = settings.wsPort ?? Number(window.location.port || (isHttps ? 443 : 80));
  return new Pusher(settings.key, {
    wsHost: settings.wsHost ?? window.location.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS: settings.forceTLS,
    enabledTransports: ['ws', 'wss'],
    cluster: 'local',
    disableStats: true,
    channelAuthorization: {
      endpoint: settings.authEndpoint || `${API_BASE}/auth/pusher`,
      transport: 'ajax',
      headers: { Authorization: `Bearer ${token}` },
    },
  });
}

export interface UserEventHandlers {
  onSessionWillExpire(payload: RealtimePayloads['SESSION_WILL_EXPIRE']): void;
  onSessionHasExpired(payload: RealtimePayloads['SESSION_HAS_EXPIRED']): void;
}

/** Listens on `private-user.{id}`; answers a function that stops listening. */
export function subscribeUserEvents(pusher: Pusher, userId: number, handlers: UserEventHandlers): () => void {
  const name = userChannel(userId);
  const channel = pusher.subscribe(name);
  channel.bind(RealtimeEvent.sessionWillExpire, (data: unknown) => {
    const parsed = sessionWillExpirePayload.safeParse(data);
    if (parsed.success) handlers.onSessionWillExpire(parsed.data);
  });
  channel.bind(RealtimeEvent.sessionHasExpired, (data: unknown) => {
    const parsed = sessionHasExpiredPayload.safeParse(data);
    if (parsed.success) handlers.onSessionHasExpired(parsed.data);
  });
  return () => {
    channel.unbind_all();
    pusher.unsubscribe(name);
  };
}

/** The user-channel events a page may listen for beside the session's own, with their payload schemas. */
const USER_EVENT_PAYLOADS = {
  [RealtimeEvent.exportReady]: exportReadyPayload,
  [RealtimeEvent.deleteRequestCreated]: deleteRequestCreatedPayload,
  [RealtimeEvent.notificationPublished]: notificationPublishedPayload,
} as const;
type ExtraUserEvent = keyof typeof USER_EVENT_PAYLOADS;

/**
 * Listens for one event on `private-user.{id}` beside the session's listeners; answers a function
 * that unbinds only this listener. The session manager owns the subscription (subscribing again
 * answers the same channel), so the channel is never unsubscribed here.
 */
export function subscribeUserEvent<E extends ExtraUserEvent>(
  pusher: Pusher,
  userId: number,
  event: E,
  handler: (payload: RealtimePayloads[E]) => void,
): () => void {
  const channel = pusher.subscribe(userChannel(userId));
  const listener = (data: unknown) => {
    const parsed = USER_EVENT_PAYLOADS[event].safeParse(data);
    if (parsed.success) handler(parsed.data as RealtimePayloads[E]);
  };
  channel.bind(event, listener);
  return () => {
    channel.unbind(event, listener);
  };
}

const DOCUMENT_EVENTS = [RealtimeEvent.documentCreated, RealtimeEvent.documentUpdated, RealtimeEvent.documentDeleted];

/**
 * Listens for DOCUMENT_CREATED, DOCUMENT_UPDATED and DOCUMENT_DELETED of one project (null: of
 * every project, as a summary view spans them) on the user's own channel `private-user.{id}` (the
 * server tells each user only of the documents they may read); answers a function that unbinds these
 * listeners. The session manager owns the subscription.
 */
export function subscribeProjectDocumentEvents(
  pusher: Pusher,
  userId: number,
  projectId: number | null,
  onEvent: (event: (typeof DOCUMENT_EVENTS)[number], payload: RealtimePayloads['DOCUMENT_CREATED']) => void,
): () => void {
  const channel = pusher.subscribe(userChannel(userId));
  const listeners = DOCUMENT_EVENTS.map((event) => {
    const listener = (data: unknown) => {
      const parsed = documentEventPayload.safeParse(data);
      if (parsed.success && (projectId === null || parsed.data.project_id === projectId)) onEvent(event, parsed.data);
    };
    channel.bind(event, listener);
    return [event, listener] as const;
  });
  return () => {
    for (const [event, listener] of listeners) channel.unbind(event, listener);
  };
}

let shared: Pusher | null = null;
const connectionListeners = new Set<() => void>();

/** The session's connection, shared with the pages that listen on other channels (null: none). */
export function publishRealtimeConnection(connection: Pusher | null): void {
  shared = connection;
  for (const listener of connectionListeners) listener();
}

export function useRealtimeConnection(): Pusher | null {
  return useSyncExternalStore(
    (listener) => {
      connectionListeners.add(listener);
      return () => connectionListeners.delete(listener);
    },
    () => shared,
  );
}
