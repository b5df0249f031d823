import { useState } from 'react';
import { useDeleteDocuments, useDocumentEvents, useProjectDocuments } from '../../../entities/document';
import { hasActiveFilter } from '../document-format';
import { DEFAULT_SORT, type DocumentSort } from '../document-sort';
import type { DocumentsPanelBaseProps } from './documents-panel-types';
import { DocumentsPanelView } from './documents-panel-view';

export type { MapSlot, SelectionContext } from './documents-panel-types';

interface DocumentsPanelProps extends DocumentsPanelBaseProps {
  projectId: number;
  /** The page's other first reads are on the wire: the whole list waits behind the first page. */
  holdWholeList?: boolean;
}

/**
 * A project's document panel: the panel (documents-panel-view.tsx) with the project's list as its
 * source, its first page while the whole list loads, its live events and deleting.
 */
export function DocumentsPanel({ projectId, holdWholeList = false, ...props }: DocumentsPanelProps) {
  const [sort, setSort] = useState<DocumentSort>(DEFAULT_SORT);
  const { view } = props;
  // Until the whole list is in, a view of the newest documents shows the first page of them.
  const showsNewest =
    sort === DEFAULT_SORT && view.layout !== 'report-type' && !hasActiveFilter({ ...view, folderId: null });
  const list = useProjectDocuments(projectId, {
    firstPage: showsNewest && { folderId: view.flatMode ? undefined : view.activeFolder },
    holdWhole: holdWholeList,
  });
  useDocumentEvents(projectId);
  const remove = useDeleteDocuments(projectId);
  return (
    <DocumentsPanelView {...props} projectId={projectId} list={list} remove={remove} sort={sort} onSort={setSort} />
  );
}
