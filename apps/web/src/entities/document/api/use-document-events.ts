import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { subscribeProjectDocumentEvents, useRealtimeConnection } from '../../../lib/realtime-client';
import { useStoredUser } from '../../../lib/stored-user';
import { invalidateDocuments } from './documents';

/** Events that arrive together (a hundred uploads) refresh the list once. */
const COALESCE_MS = 300;

/**
 * Calls `onChange` once for each burst of DOCUMENT_CREATED, DOCUMENT_UPDATED and DOCUMENT_DELETED
 * of the project (null: of any project) on the user's own channel, through the session's real-time
 * connection. The server tells each user only of the documents they may read.
 */
export function useDocumentChanges(projectId: number | null, onChange: () => void) {
  const connection = useRealtimeConnection();
  const userId = useStoredUser()?.id;
  // The latest callback, so a new function each render does not subscribe again.
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => {
    if (!connection || userId === undefined) return;
    let timer: number | undefined;
    const stop = subscribeProjectDocumentEvents(connection, userId, projectId, () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => changed.current(), COALESCE_MS);
    });
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [connection, userId, projectId]);
}

/** Live updates of a project's documents: its list refreshes on their events. */
export function useDocumentEvents(projectId: number) {
  const queryClient = useQueryClient();
  useDocumentChanges(projectId, () => void invalidateDocuments(queryClient, projectId));
}
