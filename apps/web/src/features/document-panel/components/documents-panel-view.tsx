import { Paper, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { hasActiveFilter } from '../document-format';
import type { DocumentSort } from '../document-sort';
import { MOBILE_QUERY } from '../mobile-query';
import { useColumnSettings } from '../use-column-settings';
import { useDeleteAndMove } from '../use-delete-and-move';
import { useDocumentNames } from '../use-document-names';
import { useDocumentSelection } from '../use-document-selection';
import { useOpenDocument } from '../use-open-document';
import { useShownDocuments } from '../use-shown-documents';
import { useViewChange } from '../use-view-change';
import { DocumentDetailWindow } from './document-detail-window';
import { DocumentsBody } from './documents-body';
import { DocumentsColumns } from './documents-columns';
import { DocumentsPanelDialogs } from './documents-panel-dialogs';
import { DocumentsPanelNotices } from './documents-panel-notices';
import type { DocumentListState, DocumentsPanelBaseProps } from './documents-panel-types';
import { DocumentsToolbar } from './documents-toolbar';
import { FolderNav } from './folder-nav';
import { usePreloadedAddDialog } from './lazy-parts';
import { useScrollToAdded } from './use-scroll-to-added';

interface DocumentsPanelViewProps extends DocumentsPanelBaseProps {
  /** The project whose documents these are: adding and moving need it; a summary view has none. */
  projectId?: number;
  list: DocumentListState;
  /** Deletes documents; left out where nothing is deleted (a summary view). */
  remove?: UseMutationResult<unknown, Error, readonly number[]>;
  sort: DocumentSort;
  onSort: (sort: DocumentSort) => void;
}

/**
 * The documents of a project or of a summary view (spec part 2 "Document panel", "Summary
 * views"): four modes, flat or folder mode, filters with removable badges, column settings, the
 * detail window, and adding, moving and deleting as the answers' `can` allow. The whole view lives
 * in the URL through `view` and `onViewChange`; the documents come from `list`.
 */
export function DocumentsPanelView({
  projectId,
  list,
  remove,
  sort,
  onSort: setSort,
  extraColumns,
  companyFilter,
  hasFolders = true,
  view,
  onViewChange,
  globals,
  folders,
  renderMap,
  onEditingChange,
  windowParent = 'project',
  renderSelectionActions,
  renderDocumentActions,
}: DocumentsPanelViewProps) {
  const isMobile = useMediaQuery(MOBILE_QUERY) ?? false;
  const columnSettings = useColumnSettings(windowParent);
  const documents = list.data?.data;
  const can = list.data?.can;
  // The add dialog, with the photos "Add photos" chose (none from "Add documents").
  const [adding, setAdding] = useState<readonly File[] | null>(null);
  const { listTop, showAdded } = useScrollToAdded(adding, isMobile);

  const change = useViewChange(view, onViewChange);
  const { nameOfType, folderName } = useDocumentNames(folders);

  const { filter, shown, countsByFolder } = useShownDocuments({
    view,
    documents,
    isComplete: list.isComplete,
    hasFolders,
    sort,
    typeName: nameOfType,
    companiesOf: companyFilter?.companiesOf,
  });

  usePreloadedAddDialog(Boolean(can?.create) && list.isComplete);

  const { selected, toggle, toggleAll, clear: clearSelection } = useDocumentSelection(shown);
  const { active, listBox, mapRef, detailWindow } = useOpenDocument({ documents, shown, view, change, listTop });
  const { requestOpen } = detailWindow;
  const selectedDocs = (documents ?? []).filter((doc) => selected.has(doc.id));

  const { askDelete, askMove, moving, closeMove } = useDeleteAndMove({ remove, clearSelection, view, change });

  const height = isMobile ? '70vh' : 'max(420px, calc(100vh - 330px))';

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="documents-title">
      <Stack gap="sm">
        <DocumentsToolbar
          view={view}
          shown={shown.length}
          total={list.isComplete ? documents?.length : undefined}
          hasMap={Boolean(renderMap)}
          hasFolders={hasFolders}
          onChange={change}
          keywords={globals.keywords}
          companyFilter={companyFilter}
          extraColumns={extraColumns}
          columnSettings={columnSettings}
          can={can}
          selected={selectedDocs}
          selectedCount={selected.size}
          onAdd={setAdding}
          onMove={askMove}
          onDelete={askDelete}
          onClearSelection={clearSelection}
          selectionActions={renderSelectionActions?.({ selected: selectedDocs, can, clearSelection })}
          isMobile={isMobile}
        />

        <DocumentsPanelNotices view={view} onChange={change} documents={documents} active={active} />

        <DocumentsColumns
          folderNav={
            hasFolders &&
            !view.flatMode && (
              <FolderNav
                folders={folders}
                activeFolder={view.activeFolder}
                counts={countsByFolder}
                onOpen={(folderId) => change({ activeFolder: folderId })}
                isMobile={isMobile}
                height={height}
              />
            )
          }
          listRef={listBox}
          isBusy={list.isFetching}
          renderMap={
            renderMap && view.mapVisibility
              ? (slotHeight) => renderMap(shown, { height: slotHeight, onSelect: requestOpen })
              : undefined
          }
          height={height}
          mapRef={mapRef}
          isMobile={isMobile}
        >
          <DocumentsBody
            list={list}
            layout={view.layout}
            isFiltered={hasActiveFilter(filter)}
            sort={sort}
            onSort={setSort}
            onToggleAll={toggleAll}
            extraColumns={extraColumns}
            hiddenColumns={columnSettings.hidden}
            documents={shown}
            selected={selected}
            onToggle={toggle}
            activeId={view.activeImage}
            onOpen={(doc) => requestOpen(doc.id)}
            typeName={nameOfType}
            isMobile={isMobile}
            height={height}
          />
        </DocumentsColumns>
      </Stack>

      {active && (
        <DocumentDetailWindow
          doc={active}
          detailWindow={detailWindow}
          parent={windowParent}
          isMobile={isMobile}
          globals={globals}
          folderName={folderName}
          onChange={change}
          onMove={(doc) => askMove([doc.id])}
          onDelete={(doc) => askDelete([doc])}
          onEditingChange={onEditingChange}
          extraActions={renderDocumentActions?.(active)}
        />
      )}
      {projectId !== undefined && (
        <DocumentsPanelDialogs
          projectId={projectId}
          globals={globals}
          folders={folders}
          adding={can?.create ? adding : null}
          initialFolderId={view.flatMode ? 0 : view.activeFolder}
          onAddClosed={() => setAdding(null)}
          onAdded={showAdded}
          moving={moving}
          onMoveClosed={closeMove}
          onMoved={clearSelection}
        />
      )}
    </Paper>
  );
}
