import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeProjectDocumentEvents, useRealtimeConnection } from '../../../lib/realtime-client';
import { invalidateDocuments } from './documents';

/** Events that arrive together (a hundred uploads) refresh the list once. */
const COALESCE_MS = 300;

/**
 * Live updates: DOCUMENT_CREATED, DOCUMENT_UPDATED and DOCUMENT_DELETED on `private-project.{id}`
 * refresh the project's documents (through the session's real-time connection).
 */
export function useDocumentEvents(projectId: number) {
  const connection = useRealtimeConnection();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!connection) return;
    let timer: number | undefined;
    const stop = subscribeProjectDocumentEvents(connection, projectId, () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void invalidateDocuments(queryClient, projectId), COALESCE_MS);
    });
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [connection, projectId, queryClient]);
}
