import { Alert, Box, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery, useMergedRef } from '@mantine/hooks';
import type { Document, ProjectDocumentsCan } from '@portal/contracts';
import { IconStack2 } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import {
  type ReactNode,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { ApiError } from '../../../lib/api-error';
import { showError, showSuccess } from '../../../lib/error-message';
import { type DocumentGlobals, type FolderOption, typeName } from '../document-fields';
import { type CompaniesOf, filterDocuments, hasActiveFilter, truncateName } from '../document-format';
import { type DocumentSort, sortDocuments } from '../document-sort';
import { countActiveFilters, type DocumentViewState, FILTER_FIELDS } from '../document-view-state';
import { MOBILE_QUERY } from '../mobile-query';
import { useColumnSettings } from '../use-column-settings';
import { useDocumentSelection } from '../use-document-selection';
import { useDocumentWindow } from '../use-document-window';
import { type ColumnChoice, ColumnSettings } from './column-settings';
import { DocumentFilters } from './document-filters';
import { DocumentsActions } from './documents-actions';
import { DocumentsBody } from './documents-body';
import { AddPhotosButton, FiltersToggle } from './documents-mobile-bar';
import { DocumentsPanelHeader } from './documents-panel-header';
import type { ExtraColumn } from './documents-table';
import { FilterBadges } from './filter-badges';
import { FloatingWindow } from './floating-window';
import { FolderNav } from './folder-nav';
import { AddDocumentModal, DocumentDetail, loadAddDocumentModal, MoveDocumentsModal } from './lazy-parts';

/** The map's share of the row on wide screens, and its height above the list on phones (room for the first rows). */
const WIDE_MAP_SHARE = '31%';
const MOBILE_MAP_HEIGHT = 220;

/** The panel's documents, from a project or from a summary view (one panel, two data sources). */
export interface DocumentListState {
  data: { data: Document[]; can: ProjectDocumentsCan } | undefined;
  /** The whole list is in (not only the first page). */
  isComplete: boolean;
  isPending: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
}

/** The subcontractor filter: its choices and which companies a document counts for. */
export interface CompanyFilter {
  options: readonly { value: string; label: string }[];
  companiesOf: CompaniesOf;
}

/** What the panel shows and does, whatever its documents' source. */
export interface DocumentsPanelBaseProps {
  view: DocumentViewState;
  onViewChange: (next: DocumentViewState) => void;
  globals: DocumentGlobals;
  /** The project's folders in tree order. */
  folders: readonly FolderOption[];
  /**
   * The map of the filtered documents, shown in the panel's map slot when the view state's
   * `mapVisibility` is on: beside the list on wide screens, above it on phones.
   */
  renderMap?: (documents: readonly Document[], slot: MapSlot) => ReactNode;
  /** Told which document's detail is in edit mode (null when none), so the map can set its position. */
  onEditingChange?: (documentId: number | null) => void;
  /** Where the detail window's place is remembered. */
  windowParent?: string;
  /**
   * Actions of other workflows on the selection, composed in by the page (export, asking for
   * deletion): shown in the panel's button row, from the documents' and the list's `can`.
   */
  renderSelectionActions?: (context: SelectionContext) => ReactNode;
  /** Actions of other workflows on the open document, shown in the detail window. */
  renderDocumentActions?: (doc: Document) => ReactNode;
  /** Columns the page adds to the table (a summary view's project code and companies). */
  extraColumns?: readonly ExtraColumn[];
  /** The subcontractor filter (a summary view's). */
  companyFilter?: CompanyFilter;
  /** Folder mode and the folder list: a project's panel has them, a summary view's does not. */
  hasFolders?: boolean;
}

interface DocumentsPanelViewProps extends DocumentsPanelBaseProps {
  /** The project whose documents these are: adding and moving need it; a summary view has none. */
  projectId?: number;
  list: DocumentListState;
  /** Deletes documents; left out where nothing is deleted (a summary view). */
  remove?: UseMutationResult<unknown, Error, readonly number[]>;
  sort: DocumentSort;
  onSort: (sort: DocumentSort) => void;
}

/** What the panel tells its map: how tall its slot is, and how a marker opens its document. */
export interface MapSlot {
  height: number | string;
  /** Opens the document, asking first when the open one holds unsaved changes. */
  onSelect: (documentId: number) => void;
}

/** What the panel hands to the page's selection actions. */
export interface SelectionContext {
  /** The selected documents, in list order. */
  selected: readonly Document[];
  /** What the list answer allows in this project. */
  can: ProjectDocumentsCan | undefined;
  clearSelection: () => void;
}

/** The table's columns a person may hide (spec part 2: settings choose the visible columns). */
const OPTIONAL_COLUMNS = ['created', 'type', 'phase', 'subject', 'state', 'company', 'detailText', 'position'] as const;
const COLUMN_LABELS: Record<(typeof OPTIONAL_COLUMNS)[number], string> = {
  created: 'documents.columns.created',
  type: 'documents.columns.type',
  phase: 'documentFields.phase',
  subject: 'documentFields.subject',
  state: 'documentFields.state',
  company: 'documents.columns.company',
  detailText: 'documents.columns.detailText',
  position: 'documents.columns.position',
};

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
  const { t, i18n } = useTranslation();
  const isMobile = useMediaQuery(MOBILE_QUERY) ?? false;
  const columnSettings = useColumnSettings(windowParent);
  const columnChoices = useMemo<ColumnChoice[]>(
    () => [
      ...(extraColumns ?? []).map((c) => ({ key: c.key, label: c.header })),
      ...OPTIONAL_COLUMNS.map((key) => ({ key, label: t(COLUMN_LABELS[key]) })),
    ],
    [extraColumns, t],
  );
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
  // After an upload on a phone the page scrolls to the top of the list, where the new photos are
  // (newest first), unless it is in view already (a map may stand above it). Once the dialog has
  // gone: it holds the page's scroll while it is open.
  const listTop = useRef<HTMLDivElement>(null);
  const scrollToAdded = useRef(false);
  useEffect(() => {
    if (adding !== null || !scrollToAdded.current) return;
    scrollToAdded.current = false;
    const frame = requestAnimationFrame(() => {
      const top = listTop.current;
      if (!top) return;
      const { top: y } = top.getBoundingClientRect();
      // Under the top bar, or far down the screen: brought up to just below the top bar.
      if (y < 80 || y > window.innerHeight / 2) top.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [adding]);
  const showAdded = useCallback(() => {
    scrollToAdded.current = isMobile;
  }, [isMobile]);

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

  // Typing stays quick with ten thousand documents: the list follows a step behind if it must.
  const deferredView = useDeferredValue(view);
  // Built from the filter fields alone: opening a document changes the view but not the list, and
  // the list (and the map's markers) keep their identity.
  const {
    filter: text,
    filterFromDate,
    filterToDate,
    activeFilters,
    activeGroup,
    flatMode,
    activeFolder,
    companies,
  } = deferredView;
  const filter = useMemo(
    () => ({
      filter: text,
      filterFromDate,
      filterToDate,
      activeFilters,
      activeGroup,
      companies,
      folderId: flatMode || !hasFolders ? null : activeFolder,
    }),
    [text, filterFromDate, filterToDate, activeFilters, activeGroup, companies, flatMode, activeFolder, hasFolders],
  );
  const companiesOf = companyFilter?.companiesOf;
  const shown = useMemo(() => {
    const filtered = filterDocuments(documents ?? [], filter, FILTER_FIELDS, companiesOf);
    return sortDocuments(filtered, sort, nameOfType, i18n.language);
  }, [documents, filter, sort, nameOfType, i18n.language, companiesOf]);
  const countsByFolder = useMemo(() => {
    if (!list.isComplete) return undefined;
    const counts = new Map<number, number>();
    for (const doc of documents ?? []) counts.set(doc.folder_id ?? 0, (counts.get(doc.folder_id ?? 0) ?? 0) + 1);
    return counts;
  }, [documents, list.isComplete]);

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
