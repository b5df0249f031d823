import { BULK_PER_PAGE, type Notification, RealtimeEvent } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { multipartForm } from '@portal/contracts/http/multipart-form';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api';
import { endpointQuery, invalidateEndpoint } from '../../../lib/api-query';
import { subscribeUserEvent, useRealtimeConnection } from '../../../lib/realtime-client';

const declared = endpoints.notifications;

/** Every list of notifications: admin table, latest, global, and those of a project. */
function invalidateNotifications(queryClient: QueryClient) {
  return Promise.all(
    [declared.list, declared.latest, declared.global, declared.project].map((e) => invalidateEndpoint(queryClient, e)),
  );
}

/** GET notifications: every notification (the admin table, owner-managers). */
export function useNotificationsAdmin() {
  return useQuery(endpointQuery(declared.list, { query: { page: 1, per_page: BULK_PER_PAGE } }));
}

/** GET notifications/latest: the newest published ones the user sees (the projects-list panel). */
export function useLatestNotifications(limit: number) {
  return useQuery(endpointQuery(declared.latest, { query: { limit } }));
}

/** GET notifications/global: every published notification not tied to a project (/view-notifications). */
export function useGlobalNotifications() {
  return useQuery(endpointQuery(declared.global, { query: { page: 1, per_page: BULK_PER_PAGE } }));
}

interface NotificationDraft {
  title: string;
  body: string;
  isPublished: boolean;
  /** A new file to attach; on an edit it replaces the current one. */
  attachment: File | null;
  /** On an edit: drop the current file (without a new one). */
  removeAttachment: boolean;
}

/**
 * POST notifications, or PUT notifications/{id} (multipart, sent as POST `?_method=PUT`) with the
 * spec's `attachmentChanged` and `attachmentRemoved` flags.
 */
export function useSaveNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draft }: { id: number | null; draft: NotificationDraft }) => {
      const text = {
        title: draft.title.trim(),
        body: draft.body.trim(),
        is_published: draft.isPublished ? 1 : 0,
      } as const;
      const attachment = draft.attachment ?? undefined;
      if (id === null) {
        return api.notifications.create({ formData: multipartForm(declared.create, { ...text, attachment }) });
      }
      const formData = multipartForm(declared.update, {
        ...text,
        is_edited: 1,
        attachmentChanged: attachment ? 1 : 0,
        attachmentRemoved: !attachment && draft.removeAttachment ? 1 : 0,
        attachment,
      });
      return api.notifications.update({ params: { id }, formData });
    },
    onSettled: () => invalidateNotifications(queryClient),
  });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.notifications.delete({ params: { id } }),
    onSettled: () => invalidateNotifications(queryClient),
  });
}

/** Saves the attachment under its name (it needs the bearer token, so it is fetched, not linked). */
export async function downloadNotificationAttachment(notification: Notification): Promise<void> {
  if (!notification.attachment) return;
  const blob = await api.notifications.download({ params: { id: notification.id } });
  const url = URL.createObjectURL(blob);
  try {
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = notification.attachment.filename;
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/**
 * NOTIFICATION_PUBLISHED on the user's own channel reads the lists again at once, so a new
 * notification shows without a reload; `onPublished` may tell the user too.
 */
export function useNotificationArrivals(userId: number, onPublished?: (title: string) => void) {
  const connection = useRealtimeConnection();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!connection) return;
    return subscribeUserEvent(connection, userId, RealtimeEvent.notificationPublished, ({ title }) => {
      void invalidateNotifications(queryClient);
      onPublished?.(title);
    });
  }, [connection, userId, queryClient, onPublished]);
}
