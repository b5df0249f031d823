import { Loader } from '@mantine/core';
import type { Document } from '@portal/contracts';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentGlobals } from '../document-fields';
import { truncateName } from '../document-format';
import type { DocumentViewState } from '../document-view-state';
import type { useDocumentWindow } from '../use-document-window';
import { FloatingWindow } from './floating-window';
import { DocumentDetail } from './lazy-parts';

interface DocumentDetailWindowProps {
  doc: Document;
  /** The window's moves (open another, previous, next, close) and where it opens. */
  detailWindow: ReturnType<typeof useDocumentWindow>;
  parent: string;
  isMobile: boolean;
  globals: DocumentGlobals;
  folderName: (id: number) => string;
  onChange: (part: Partial<DocumentViewState>) => void;
  onMove: (doc: Document) => void;
  onDelete: (doc: Document) => void;
  onEditingChange?: (documentId: number | null) => void;
  extraActions?: ReactNode;
}

/** The open document in the floating window, its code loaded on demand (lazy-parts.ts). */
export function DocumentDetailWindow({
  doc,
  detailWindow,
  parent,
  isMobile,
  globals,
  folderName,
  onChange,
  onMove,
  onDelete,
  onEditingChange,
  extraActions,
}: DocumentDetailWindowProps) {
  const { t } = useTranslation();
  const { requestOpen, previousId, nextId } = detailWindow;
  return (
    <FloatingWindow
      title={`${doc.counter} · ${truncateName(doc.name)}`}
      parent={parent}
      defaultRect={detailWindow.defaultRect}
      isMobile={isMobile}
      onClose={() => requestOpen(null)}
      onPrevious={previousId === null ? undefined : () => requestOpen(previousId)}
      onNext={nextId === null ? undefined : () => requestOpen(nextId)}
    >
      <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
        <DocumentDetail
          key={doc.id}
          doc={doc}
          globals={globals}
          folderName={folderName}
          onMove={onMove}
          onDelete={onDelete}
          onShowGroup={(group) => onChange({ activeGroup: group })}
          onEditingChange={onEditingChange}
          onDirtyChange={detailWindow.setDirty}
          extraActions={extraActions}
        />
      </Suspense>
    </FloatingWindow>
  );
}
