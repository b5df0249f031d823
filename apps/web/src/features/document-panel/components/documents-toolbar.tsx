import { Box, Group } from '@mantine/core';
import type { Document, ProjectDocumentsCan } from '@portal/contracts';
import { type ReactNode, useId, useMemo, useState } from 'react';
import type { DocumentGlobals } from '../document-fields';
import { countActiveFilters, type DocumentViewState } from '../document-view-state';
import type { useColumnSettings } from '../use-column-settings';
import { useColumnChoices } from './column-choices';
import { ColumnSettings } from './column-settings';
import { DocumentFilters } from './document-filters';
import { DocumentsActions } from './documents-actions';
import { AddPhotosButton, FiltersToggle } from './documents-mobile-bar';
import { DocumentsPanelHeader } from './documents-panel-header';
import type { CompanyFilter } from './documents-panel-types';
import type { ExtraColumn } from './documents-table';
import { FilterBadges } from './filter-badges';

interface DocumentsToolbarProps {
  view: DocumentViewState;
  /** How many documents the filters show, and how many there are (undefined while loading). */
  shown: number;
  total: number | undefined;
  /** Whether the panel has a map to show or hide, and whether folder mode exists. */
  hasMap: boolean;
  hasFolders: boolean;
  onChange: (part: Partial<DocumentViewState>) => void;
  keywords: DocumentGlobals['keywords'];
  companyFilter?: CompanyFilter;
  extraColumns?: readonly ExtraColumn[];
  columnSettings: ReturnType<typeof useColumnSettings>;
  /** What the list answer allows in this project. */
  can: ProjectDocumentsCan | undefined;
  /** The selected documents: the button row moves those that may move and deletes those that may go. */
  selected: readonly Document[];
  /** How many are checked (ids the list no longer holds included, as the count has always shown). */
  selectedCount: number;
  /** Opens the add dialog, with the photos a phone's "Add photos" chose (none from "Add documents"). */
  onAdd: (files: readonly File[]) => void;
  onMove: (ids: readonly number[]) => void;
  onDelete: (documents: readonly Document[]) => void;
  onClearSelection: () => void;
  /** The page's own actions on the selection (export, asking for deletion). */
  selectionActions?: ReactNode;
  isMobile: boolean;
}

/**
 * Everything above the panel's list: the header with the view's switches, the filters, the button
 * row, the badges of the active filters and the column settings. On a phone the filters fold behind
 * a button, and photos are added from the camera's button.
 */
export function DocumentsToolbar({
  view,
  shown,
  total,
  hasMap,
  hasFolders,
  onAdd,
  onChange,
  keywords,
  companyFilter,
  extraColumns,
  columnSettings,
  isMobile,
  selected,
  onMove,
  onDelete,
  ...actions
}: DocumentsToolbarProps) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const columnChoices = useColumnChoices(extraColumns);
  const companyNames = useMemo(
    () => new Map((companyFilter?.options ?? []).map((o) => [Number(o.value), o.label])),
    [companyFilter],
  );
  const deletable = selected.filter((doc) => doc.can.delete);
  const filters = (id?: string) => (
    <DocumentFilters
      view={view}
      onChange={onChange}
      keywords={keywords}
      id={id}
      companyOptions={companyFilter?.options}
    />
  );

  return (
    <>
      <DocumentsPanelHeader
        view={view}
        onChange={onChange}
        shown={shown}
        total={total}
        hasMap={hasMap}
        hasFolders={hasFolders}
        isMobile={isMobile}
      />

      {isMobile && actions.can?.create && <AddPhotosButton onAddPhotos={onAdd} />}

      {!isMobile && filters()}

      <DocumentsActions
        {...actions}
        onAdd={() => onAdd([])}
        deletableCount={deletable.length}
        onMoveSelected={() => onMove(selected.filter((d) => d.can.move).map((d) => d.id))}
        onDeleteSelected={() => onDelete(deletable)}
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
        isMobile={isMobile}
      />

      {/* On a phone the filters fold behind their button, under it (six full-width fields were a screen long). */}
      {isMobile && filtersOpen && filters(filtersId)}

      <Group justify="space-between" gap="xs" wrap="nowrap" align="start">
        <FilterBadges view={view} onChange={onChange} keywords={keywords} companyNames={companyNames} />
        {view.layout === 'table' && !isMobile && (
          <Box ml="auto">
            <ColumnSettings columns={columnChoices} hidden={columnSettings.hidden} onToggle={columnSettings.toggle} />
          </Box>
        )}
      </Group>
    </>
  );
}
