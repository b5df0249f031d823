import { z } from 'zod';

/** Real-time channels (DECISIONS.md "Real-time"). */
export const userChannel = (userId: number) => `private-user.${userId}`;
export const projectChannel = (projectId: number) => `private-project.${projectId}`;

export const RealtimeEvent = {
  sessionWillExpire: 'SESSION_WILL_EXPIRE',
  sessionHasExpired: 'SESSION_HAS_EXPIRED',
  notificationPublished: 'NOTIFICATION_PUBLISHED',
  documentCreated: 'DOCUMENT_CREATED',
  documentUpdated: 'DOCUMENT_UPDATED',
  documentDeleted: 'DOCUMENT_DELETED',
  deleteRequestCreated: 'DELETE_REQUEST_CREATED',
  exportReady: 'EXPORT_READY',
  materialQuoteSent: 'MATERIAL_QUOTE_SENT',
  materialQuoteAnswered: 'MATERIAL_QUOTE_ANSWERED',
} as const;
export type RealtimeEventName = (typeof RealtimeEvent)[keyof typeof RealtimeEvent];

/**
 * Payloads. A session token is `{id}|{secret}`; events name the token by its id so the
 * secret never travels, and the client compares it with the id part of its own token.
 */
export const sessionWillExpirePayload = z.object({ token: z.number().int(), expires_at: z.string() });
export const sessionHasExpiredPayload = z.object({ token: z.number().int() });
export const notificationPublishedPayload = z.object({ id: z.number().int(), title: z.string() });
export const documentEventPayload = z.object({ id: z.number().int(), project_id: z.number().int() });
export const deleteRequestCreatedPayload = z.object({ id: z.number().int(), document_id: z.number().int() });
export const exportReadyPayload = z.object({ url: z.string() });
/** A quote sent to an apartment's owners, or answered by one (approved, corrections): on user channels. */
export const materialQuoteEventPayload = z.object({
  id: z.number().int(),
  apartment_id: z.number().int(),
  project_id: z.number().int(),
  status: z.string(),
});

export interface RealtimePayloads {
  SESSION_WILL_EXPIRE: z.infer<typeof sessionWillExpirePayload>;
  SESSION_HAS_EXPIRED: z.infer<typeof sessionHasExpiredPayload>;
  NOTIFICATION_PUBLISHED: z.infer<typeof notificationPublishedPayload>;
  DOCUMENT_CREATED: z.infer<typeof documentEventPayload>;
  DOCUMENT_UPDATED: z.infer<typeof documentEventPayload>;
  DOCUMENT_DELETED: z.infer<typeof documentEventPayload>;
  DELETE_REQUEST_CREATED: z.infer<typeof deleteRequestCreatedPayload>;
  EXPORT_READY: z.infer<typeof exportReadyPayload>;
  MATERIAL_QUOTE_SENT: z.infer<typeof materialQuoteEventPayload>;
  MATERIAL_QUOTE_ANSWERED: z.infer<typeof materialQuoteEventPayload>;
}
