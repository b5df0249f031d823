import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeProjectDocumentEvents, useRealtimeConnection } from '../../../lib/realtime-client';
import { useStoredUser } from '../../../lib/stored-user';
import { invalidateDocuments } from './documents';

/** Events that arrive together (a hundred uploads) refresh the list once. */
const COALESCE_MS = 300;

/**
 * Live updates: DOCUMENT_CREATED, DOCUMENT_UPDATED and DOCUMENT_DELETED of the project, on the
 * user's own channel, refresh the project's documents (through the session's real-time connection).
 */
export function useDocumentEvents(projectId: number) {
  const connection = useRealtimeConnection();
  const userId = useStoredUser()?.id;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!connection || userId === undefined) return;
    let timer: number | undefined;
    const stop = subscribeProjectDocumentEvents(connection, userId, projectId, () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void invalidateDocuments(queryClient, projectId), COALESCE_MS);
    });
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [connection, userId, projectId, queryClient]);
}
