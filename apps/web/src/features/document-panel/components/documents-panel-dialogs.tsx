import { Suspense } from 'react';
import type { DocumentGlobals, FolderOption } from '../document-fields';
import { AddDocumentModal, MoveDocumentsModal } from './lazy-parts';

interface DocumentsPanelDialogsProps {
  projectId: number;
  globals: DocumentGlobals;
  folders: readonly FolderOption[];
  /** The add dialog, with the photos "Add photos" chose (none from "Add documents"); null when closed. */
  adding: readonly File[] | null;
  initialFolderId: number;
  onAddClosed: () => void;
  onAdded: () => void;
  /** The documents the move dialog moves; null when closed. */
  moving: readonly number[] | null;
  onMoveClosed: () => void;
  onMoved: () => void;
}

/** A project panel's add and move dialogs, their code loaded on demand (lazy-parts.ts). */
export function DocumentsPanelDialogs({
  projectId,
  globals,
  folders,
  adding,
  initialFolderId,
  onAddClosed,
  onAdded,
  moving,
  onMoveClosed,
  onMoved,
}: DocumentsPanelDialogsProps) {
  return (
    <Suspense fallback={null}>
      {adding !== null && (
        <AddDocumentModal
          opened
          onClose={onAddClosed}
          onAdded={onAdded}
          projectId={projectId}
          globals={globals}
          folders={folders}
          initialFolderId={initialFolderId}
          initialFiles={adding}
        />
      )}
      {moving !== null && (
        <MoveDocumentsModal
          projectId={projectId}
          ids={moving}
          folders={folders}
          onClose={onMoveClosed}
          onMoved={onMoved}
        />
      )}
    </Suspense>
  );
}
