import { Box, Checkbox, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Document } from '@portal/contracts';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { type CSSProperties, type ReactNode, type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentThumb } from '../../../entities/document';
import { formatListingDate } from '../../../lib/format';
import { truncateName } from '../document-format';
import type { DocumentSort, DocumentSortKey } from '../document-sort';
import { useListVirtualizer } from '../use-list-virtualizer';

const ROW_HEIGHT = 52;
const HEADER_HEIGHT = 40;
/** What the checkbox, thumbnail, counter, name and date columns take, with gaps and padding. */
const FIXED_WIDTH = 40 + 48 + 64 + 150 + 140 + 6 * 8 + 16;
/** The least a keyword, type or company column is given; fewer of them show rather than narrower. */
const WIDE_COLUMN_MIN = 110;

/** The list's own width as it changes (beside a map, or beside the folders), unknown until measured. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(Number.POSITIVE_INFINITY);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * The columns that fit: the fixed ones always, then as many of the others, in their order, as
 * have room for a readable width (none on phones), so a narrow list leaves columns out instead of
 * cutting every value to a letter and an ellipsis.
 */
function fitColumns(columns: readonly Column[], width: number): Column[] {
  let room = Math.floor((width - FIXED_WIDTH) / WIDE_COLUMN_MIN);
  return columns.filter((column) => {
    if (!column.wide) return true;
    room -= 1;
    return room >= 0;
  });
}

interface Column {
  key: string;
  header: ReactNode;
  width: string;
  sortKey?: DocumentSortKey;
  cell: (doc: Document) => ReactNode;
  /** Shown on wide screens only. */
  wide?: boolean;
}

/** A column the page adds (a summary view's project code and companies), shown on wide screens. */
export interface ExtraColumn {
  key: string;
  header: string;
  cell: (doc: Document) => ReactNode;
}

export interface DocumentsViewProps {
  documents: readonly Document[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  activeId: number | null;
  onOpen: (doc: Document) => void;
  typeName: (doc: Document) => string;
  isMobile: boolean;
  height: number | string;
}

interface DocumentsTableProps extends DocumentsViewProps {
  /** Columns of the page, after the name. */
  extraColumns?: readonly ExtraColumn[];
  /** Columns the column settings hide (by key). */
  hiddenColumns?: ReadonlySet<string>;
  sort: DocumentSort;
  onSort: (sort: DocumentSort) => void;
  onToggleAll: () => void;
}

/**
 * The documents as a table. Virtualised (TanStack Virtual): only the rows in view and a few
 * around them are in the DOM, so ten thousand documents scroll smoothly; at a desk in a box of
 * its own, on a phone with the page. ARIA table roles with row counts and indexes tell screen
 * readers where they are in the whole list.
 */
export function DocumentsTable({
  documents,
  selected,
  onToggle,
  onToggleAll,
  activeId,
  onOpen,
  typeName,
  isMobile,
  height,
  sort,
  onSort,
  extraColumns = [],
  hiddenColumns,
}: DocumentsTableProps) {
  const { t } = useTranslation();
  const list = useListVirtualizer({ isMobile, count: documents.length, estimateSize: () => ROW_HEIGHT, overscan: 8 });
  const width = useWidth(list.scrollRef);

  const allColumns: Column[] = [
    {
      key: 'thumb',
      header: <VisuallyHidden>{t('documents.columns.thumb')}</VisuallyHidden>,
      width: '48px',
      cell: (doc) => (
        <DocumentThumb
          projectId={doc.project_id}
          documentId={doc.id}
          thumb={doc.thumb}
          version={doc.updated_at}
          size="small"
          alt={t('documents.thumbOf', { name: doc.name })}
          width={40}
          height={40}
        />
      ),
    },
    {
      key: 'counter',
      header: t('documents.columns.counter'),
      width: isMobile ? '48px' : '64px',
      sortKey: 'counter',
      cell: (doc) => doc.counter,
    },
    {
      key: 'name',
      header: t('documents.columns.name'),
      // On a phone the date goes under the name: five columns do not fit 390 px.
      width: isMobile ? 'minmax(0, 1fr)' : 'minmax(150px, 2fr)',
      sortKey: 'name',
      cell: (doc) => (
        <>
          <UnstyledButton
            onClick={() => onOpen(doc)}
            title={doc.name}
            aria-label={t('documents.open', { name: doc.name })}
            fz="sm"
            fw={500}
            c="brand.7"
          >
            {truncateName(doc.name)}
          </UnstyledButton>
          {isMobile && (
            <Text size="xs" c="dimmed">
              {formatListingDate(doc.created)}
            </Text>
          )}
        </>
      ),
    },
    ...extraColumns.map((column) => ({ ...column, width: '1fr', wide: true })),
    {
      key: 'created',
      header: t('documents.columns.created'),
      width: '140px',
      sortKey: 'created',
      wide: true,
      cell: (doc) => formatListingDate(doc.created),
    },
    { key: 'type', header: t('documents.columns.type'), width: '1fr', sortKey: 'type', wide: true, cell: typeName },
    {
      key: 'phase',
      header: t('documentFields.phase'),
      width: '1fr',
      sortKey: 'phase',
      wide: true,
      cell: (d) => d.phase,
    },
    {
      key: 'subject',
      header: t('documentFields.subject'),
      width: '1fr',
      sortKey: 'subject',
      wide: true,
      cell: (d) => d.subject,
    },
    {
      key: 'state',
      header: t('documentFields.state'),
      width: '1fr',
      sortKey: 'state',
      wide: true,
      cell: (d) => d.state,
    },
    {
      key: 'company',
      header: t('documents.columns.company'),
      width: '1fr',
      sortKey: 'company',
      wide: true,
      cell: (d) => d.addedByCompany?.name ?? d.owner_company_name,
    },
    {
      key: 'detailText',
      header: t('documents.columns.detailText'),
      width: '1fr',
      wide: true,
      cell: (d) => d.detailText,
    },
    { key: 'position', header: t('documents.columns.position'), width: '1fr', wide: true, cell: (d) => d.positionText },
  ];
  const chosen = hiddenColumns ? allColumns.filter((column) => !hiddenColumns.has(column.key)) : allColumns;
  const columns = fitColumns(chosen, isMobile ? 0 : width);

  const template = `${isMobile ? 28 : 40}px ${columns.map((c) => c.width).join(' ')}`;
  const rowStyle: CSSProperties = {
    display: 'grid',
    gridTemplateColumns: template,
    alignItems: 'center',
    columnGap: 8,
    padding: '0 8px',
  };
  const allSelected = documents.length > 0 && documents.every((d) => selected.has(d.id));
  const someSelected = !allSelected && documents.some((d) => selected.has(d.id));

  const sortHeader = (column: Column) => {
    if (!column.sortKey) return column.header;
    const key = column.sortKey;
    const active = sort.key === key;
    const Icon = !active ? IconSelector : sort.direction === 'asc' ? IconChevronUp : IconChevronDown;
    return (
      <UnstyledButton
        onClick={() => onSort({ key, direction: active && sort.direction === 'asc' ? 'desc' : 'asc' })}
        fz="sm"
        fw={600}
      >
        <Group gap={4} wrap="nowrap">
          <span>{column.header}</span>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    );
  };

  return (
    <Box
      ref={list.scrollRef}
      role="table"
      aria-label={t('documents.tableLabel')}
      aria-rowcount={documents.length + 1}
      style={
        isMobile ? { position: 'relative' } : { height, overflow: 'auto', position: 'relative', contain: 'strict' }
      }
      data-testid="documents-scroll"
    >
      <Box
        role="rowgroup"
        style={{
          position: 'sticky',
          // On a phone the page scrolls under the app's top bar.
          top: isMobile ? 'var(--app-shell-header-offset, 0px)' : 0,
          zIndex: 2,
          background: 'var(--mantine-color-body)',
        }}
      >
        <Box
          role="row"
          aria-rowindex={1}
          style={{ ...rowStyle, height: HEADER_HEIGHT, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Box role="columnheader">
            <Checkbox
              aria-label={t('documents.selectAll')}
              checked={allSelected}
              indeterminate={someSelected}
              onChange={onToggleAll}
              size="xs"
            />
          </Box>
          {columns.map((column) => (
            <Box
              role="columnheader"
              key={column.key}
              aria-sort={
                column.sortKey && sort.key === column.sortKey
                  ? sort.direction === 'asc'
                    ? 'ascending'
                    : 'descending'
                  : undefined
              }
            >
              {sortHeader(column)}
            </Box>
          ))}
        </Box>
      </Box>
      <Box ref={list.listRef} role="rowgroup" style={{ height: list.totalSize, position: 'relative' }}>
        {list.items.map((item) => {
          const doc = documents[item.index];
          const isActive = doc.id === activeId;
          return (
            <Box
              role="row"
              key={doc.id}
              aria-rowindex={item.index + 2}
              aria-selected={selected.has(doc.id)}
              data-active={isActive || undefined}
              style={{
                ...rowStyle,
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                height: ROW_HEIGHT,
                transform: `translateY(${list.topOf(item)}px)`,
                borderBottom: '1px solid var(--mantine-color-gray-2)',
                background: isActive ? 'var(--mantine-color-brand-0)' : undefined,
                cursor: 'pointer',
              }}
              onClick={(event) => {
                // The controls inside the row do their own thing.
                if ((event.target as HTMLElement).closest('button, input, a')) return;
                onOpen(doc);
              }}
            >
              <Box role="cell">
                <Checkbox
                  aria-label={t('documents.select', { name: doc.name })}
                  checked={selected.has(doc.id)}
                  onChange={() => onToggle(doc.id)}
                  size="xs"
                />
              </Box>
              {columns.map((column) => (
                <Box role="cell" key={column.key} style={{ minWidth: 0 }}>
                  <Text size="sm" truncate component="div">
                    {column.cell(doc)}
                  </Text>
                </Box>
              ))}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
