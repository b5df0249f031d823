import { Alert, Box, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery, useMergedRef } from '@mantine/hooks';
import type { Document } from '@portal/contracts';
import { IconStack2 } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { ApiError } from '../../../lib/api-error';
import { showError, showSuccess } from '../../../lib/error-message';
import { typeName } from '../document-fields';
import { hasActiveFilter, truncateName } from '../document-format';
import type { DocumentSort } from '../document-sort';
import { countActiveFilters, type DocumentViewState } from '../document-view-state';
import { MOBILE_QUERY } from '../mobile-query';
import { useColumnSettings } from '../use-column-settings';
import { useDocumentSelection } from '../use-document-selection';
import { useDocumentWindow } from '../use-document-window';
import { useShownDocuments } from '../use-shown-documents';
import { useColumnChoices } from './column-choices';
import { ColumnSettings } from './column-settings';
import { DocumentFilters } from './document-filters';
import { DocumentsActions } from './documents-actions';
import { DocumentsBody } from './documents-body';
import { AddPhotosButton, FiltersToggle } from './documents-mobile-bar';
import { DocumentsPanelHeader } from './documents-panel-header';
import type { DocumentListState, DocumentsPanelBaseProps } from './documents-panel-types';
import { FilterBadges } from './filter-badges';
import { FloatingWindow } from './floating-window';
import { FolderNav } from './folder-nav';
import { AddDocumentModal, DocumentDetail, loadAddDocumentModal, MoveDocumentsModal } from './lazy-parts';
import { useScrollToAdded } from './use-scroll-to-added';

/** The map's share of the row on wide screens, and its height above the list on phones (room for the first rows). */
const WIDE_MAP_SHARE = '31%';
const MOBILE_MAP_HEIGHT = 220;

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
  const { t } = useTranslation();
  const isMobile = useMediaQuery(MOBILE_QUERY) ?? false;
  const columnSettings = useColumnSettings(windowParent);
  const columnChoices = useColumnChoices(extraColumns);
  const companyNames = useMemo(
    () => new Map((companyFilter?.options ?? []).map((o) => [Number(o.value), o.label])),
    [companyFilter],
  );
  const documents = list.data?.data;
  const can = list.data?.can;
  // The add dialog, with the photos "Add photos" chose (none from "Add documents").
  const [adding, setAdding] = useState<readonly File[] | null>(null);
  const [moving, setMoving] = useState<readonly number[] | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const { listTop, showAdded } = useScrollToAdded(adding, isMobile);

  // Changes build on the newest state, also when several arrive before the URL has been read
  // back (a date typed right after the free text).
  const latest = useRef(view);
  useEffect(() => {
    latest.current = view;
  }, [view]);
  const change = useCallback(
    (part: Partial<DocumentViewState>) => {
      const next = { ...latest.current, ...part };
      latest.current = next;
      onViewChange(next);
    },
    [onViewChange],
  );
  const nameOfType = useCallback((doc: Document) => typeName(t, doc.document_type), [t]);
  const folderName = useCallback(
    (id: number) => folders.find((f) => f.id === id)?.name ?? (id === 0 ? t('documents.mainFolder') : ''),
    [folders, t],
  );

  const { filter, shown, countsByFolder } = useShownDocuments({
    view,
    documents,
    isComplete: list.isComplete,
    hasFolders,
    sort,
    typeName: nameOfType,
    companiesOf: companyFilter?.companiesOf,
  });

  // The add dialog's code arrives while nothing else is waited for, so it opens at once.
  const mayCreate = Boolean(can?.create);
  useEffect(() => {
    if (mayCreate && list.isComplete) loadAddDocumentModal().catch(() => undefined);
  }, [mayCreate, list.isComplete]);

  const { selected, toggle, toggleAll, clear: clearSelection } = useDocumentSelection(shown);
  const active = documents?.find((doc) => doc.id === view.activeImage) ?? null;
  const listRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<HTMLDivElement>(null);
  // One box: the window keeps clear of it (listRef), and new uploads scroll its top into view (listTop).
  const listBox = useMergedRef(listRef, listTop);
  const openDocument = useCallback((id: number | null) => change({ activeImage: id }), [change]);
  const detailWindow = useDocumentWindow({
    documents: shown,
    activeId: view.activeImage,
    open: openDocument,
    listRef,
    mapRef,
  });
  const { requestOpen, previousId, nextId } = detailWindow;
  const selectedDocs = (documents ?? []).filter((doc) => selected.has(doc.id));
  const deletable = selectedDocs.filter((doc) => doc.can.delete);

  const askDelete = (targets: readonly Document[]) => {
    if (!remove) return;
    if (targets.length === 0) {
      showError(new ApiError({ status: 422, code: 26 }));
      return;
    }
    confirmAction({
      title: t('documents.deleteTitle', { count: targets.length }),
      message:
        targets.length === 1
          ? t('documents.deleteOne', { name: targets[0].name })
          : t('documents.deleteMany', { count: targets.length }),
      confirmLabel: t('common.delete'),
      onConfirm: () =>
        remove.mutate(
          targets.map((d) => d.id),
          {
            onSuccess: () => {
              showSuccess(t('documents.deleted', { count: targets.length }));
              clearSelection();
              if (targets.some((d) => d.id === view.activeImage)) change({ activeImage: null });
            },
            onError: (error) => showError(error),
          },
        ),
    });
  };

  const askMove = (ids: readonly number[]) => {
    // Nothing chosen: error 26 (spec part 2 section 5).
    if (ids.length === 0) showError(new ApiError({ status: 422, code: 26 }));
    else setMoving(ids);
  };

  const height = isMobile ? '70vh' : 'max(420px, calc(100vh - 330px))';
  const showsMap = view.mapVisibility && renderMap !== undefined;
  const mapSlot = (slotHeight: number | string) => renderMap?.(shown, { height: slotHeight, onSelect: requestOpen });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="documents-title">
      <Stack gap="sm">
        <DocumentsPanelHeader
          view={view}
          onChange={change}
          shown={shown.length}
          total={list.isComplete ? documents?.length : undefined}
          hasMap={Boolean(renderMap)}
          hasFolders={hasFolders}
          isMobile={isMobile}
        />

        {isMobile && can?.create && <AddPhotosButton onAddPhotos={setAdding} />}

        {!isMobile && (
          <DocumentFilters
            view={view}
            onChange={change}
            keywords={globals.keywords}
            companyOptions={companyFilter?.options}
          />
        )}

        <DocumentsActions
          leading={
            isMobile && (
              <FiltersToggle
                open={filtersOpen}
                onToggle={() => setFiltersOpen((open) => !open)}
                active={countActiveFilters(view)}
                controls={filtersId}
              />
            )
          }
          can={can}
          deletableCount={deletable.length}
          selectedCount={selected.size}
          onAdd={() => setAdding([])}
          onMoveSelected={() => askMove(selectedDocs.filter((d) => d.can.move).map((d) => d.id))}
          onDeleteSelected={() => askDelete(deletable)}
          onClearSelection={clearSelection}
          selectionActions={renderSelectionActions?.({ selected: selectedDocs, can, clearSelection })}
          isMobile={isMobile}
        />

        {/* On a phone the filters fold behind their button, under it (six full-width fields were a screen long). */}
        {isMobile && filtersOpen && (
          <DocumentFilters
            view={view}
            onChange={change}
            keywords={globals.keywords}
            id={filtersId}
            companyOptions={companyFilter?.options}
          />
        )}

        <Group justify="space-between" gap="xs" wrap="nowrap" align="start">
          <FilterBadges view={view} onChange={change} keywords={globals.keywords} companyNames={companyNames} />
          {view.layout === 'table' && !isMobile && (
            <Box ml="auto">
              <ColumnSettings columns={columnChoices} hidden={columnSettings.hidden} onToggle={columnSettings.toggle} />
            </Box>
          )}
        </Group>

        {view.activeGroup && (
          <Alert color="brand" icon={<IconStack2 size={18} aria-hidden />} py={6}>
            <Group justify="space-between">
              <Text size="sm">{t('documents.groupMode', { group: view.activeGroup })}</Text>
              <Button size="compact-xs" variant="light" onClick={() => change({ activeGroup: null })}>
                {t('documents.showAll')}
              </Button>
            </Group>
          </Alert>
        )}

        {view.activeImage !== null && documents && !active && (
          <Alert
            color="gray"
            role="status"
            withCloseButton
            closeButtonLabel={t('common.close')}
            onClose={() => change({ activeImage: null })}
            py={6}
          >
            {t('documents.notFound')}
          </Alert>
        )}

        {/* The map slot on phones: the page's map of the shown documents, above the list. */}
        {showsMap && isMobile && <Box data-slot="documents-map">{mapSlot(MOBILE_MAP_HEIGHT)}</Box>}

        <Box style={{ display: 'flex', flexDirection: isMobile ? 'column' : 'row', gap: 12 }}>
          {hasFolders && !view.flatMode && (
            <FolderNav
              folders={folders}
              activeFolder={view.activeFolder}
              counts={countsByFolder}
              onOpen={(folderId) => change({ activeFolder: folderId })}
              isMobile={isMobile}
              height={height}
            />
          )}
          <Box
            ref={listBox}
            style={{ flex: 1, minWidth: 0, scrollMarginTop: 'var(--app-shell-header-offset, 0px)' }}
            aria-busy={list.isFetching}
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
          </Box>
          {/* On wide screens the map stands beside the list, as tall as it: places and rows together. */}
          {showsMap && !isMobile && (
            <Box ref={mapRef} data-slot="documents-map" style={{ flex: `0 0 ${WIDE_MAP_SHARE}`, minWidth: 0 }}>
              {mapSlot(height)}
            </Box>
          )}
        </Box>
      </Stack>

      {active && (
        <FloatingWindow
          title={`${active.counter} · ${truncateName(active.name)}`}
          parent={windowParent}
          defaultRect={detailWindow.defaultRect}
          isMobile={isMobile}
          onClose={() => requestOpen(null)}
          onPrevious={previousId === null ? undefined : () => requestOpen(previousId)}
          onNext={nextId === null ? undefined : () => requestOpen(nextId)}
        >
          <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
            <DocumentDetail
              key={active.id}
              doc={active}
              globals={globals}
              folderName={folderName}
              onMove={(doc) => askMove([doc.id])}
              onDelete={(doc) => askDelete([doc])}
              onShowGroup={(group) => change({ activeGroup: group })}
              onEditingChange={onEditingChange}
              onDirtyChange={detailWindow.setDirty}
              extraActions={renderDocumentActions?.(active)}
            />
          </Suspense>
        </FloatingWindow>
      )}
      <Suspense fallback={null}>
        {projectId !== undefined && can?.create && adding !== null && (
          <AddDocumentModal
            opened
            onClose={() => setAdding(null)}
            onAdded={showAdded}
            projectId={projectId}
            globals={globals}
            folders={folders}
            initialFolderId={view.flatMode ? 0 : view.activeFolder}
            initialFiles={adding}
          />
        )}
        {projectId !== undefined && moving !== null && (
          <MoveDocumentsModal
            projectId={projectId}
            ids={moving}
            folders={folders}
            onClose={() => setMoving(null)}
            onMoved={clearSelection}
          />
        )}
      </Suspense>
    </Paper>
  );
}
