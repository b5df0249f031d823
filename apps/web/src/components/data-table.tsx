import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { type ComponentProps, type ReactNode, useMemo, useState } from 'react';
import { DataTableCards } from './data-table-cards';
import { QueryState } from './query-state';
import { rowClickHandler } from './row-click';

/** Below a tablet's width the rows are cards (data-table-cards.tsx) rather than a sideways-scrolling table. */
const PHONE_QUERY = '(max-width: 47.99em)';

/** A value a column sorts by; null and undefined go last in either direction. */
export type SortValue = string | number | boolean | null | undefined;

export interface DataTableColumn<Row> {
  /** Stable id of the column (React key, sort state). */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: Row) => SortValue;
  align?: 'left' | 'right';
  width?: number | string;
  /** Keeps the cell on one line (dates, badges, phone numbers). */
  noWrap?: boolean;
}

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: string;
  direction: SortDirection;
}

/** What the loading, failed and empty states say (the shared QueryState); `isEmpty` is the table's own. */
export type DataTableState = Omit<ComponentProps<typeof QueryState>, 'isEmpty' | 'children'>;

interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** Names the table for screen readers. */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  initialSort?: SortState;
  /** The language whose order text columns sort in; the browser's when not given. */
  locale?: string;
  /** With a query, its loading, error and empty states show instead of the table. */
  state?: DataTableState;
  /** A row click opens the row (a link in the row keeps it reachable by keyboard); clicks on buttons and links inside do their own thing. */
  onRowClick?: (row: Row) => void;
}

function comparer(locale: string | undefined) {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  return (a: SortValue, b: SortValue): number => {
    if (a === b) return 0;
    if (a === null || a === undefined) return 1;
    if (b === null || b === undefined) return -1;
    if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
    return a < b ? -1 : 1;
  };
}

/**
 * The rows in the chosen order; stable, with empty values last in either direction. Text sorts
 * in the language's order (å, ä, ö after z in Finnish).
 */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly DataTableColumn<Row>[],
  sort: SortState | null,
  locale?: string,
): readonly Row[] {
  const value = sort && columns.find((c) => c.key === sort.key)?.sortValue;
  if (!sort || !value) return rows;
  const compare = comparer(locale);
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, v: value(row) }))
    .sort((x, y) => {
      const empty = (x.v === null || x.v === undefined) !== (y.v === null || y.v === undefined);
      // Empty values stay last whichever way the column is sorted.
      const order = empty ? compare(x.v, y.v) : sign * compare(x.v, y.v);
      return order || x.index - y.index;
    })
    .map((entry) => entry.row);
}

function nextSort(current: SortState | null, key: string): SortState {
  if (current?.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

function SortIcon({ direction }: { direction: SortDirection | null }) {
  const Icon = direction === 'asc' ? IconChevronUp : direction === 'desc' ? IconChevronDown : IconSelector;
  return <Icon size={14} stroke={1.5} aria-hidden />;
}

/**
 * The one table of the list screens (ARCHITECTURE.md "Style"): columns with a header and a cell
 * renderer, sortable where a column gives a sort value, a header that stays in view while the
 * list scrolls, and the shared loading, failed and empty states.
 */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  label,
  minWidth = 800,
  initialSort,
  locale,
  state,
  onRowClick,
}: DataTableProps<Row>) {
  const [sort, setSort] = useState<SortState | null>(initialSort ?? null);
  const sorted = useMemo(() => sortRows(rows, columns, sort, locale), [rows, columns, sort, locale]);
  const phone = useMediaQuery(PHONE_QUERY) ?? false;

  const table = phone ? (
    <DataTableCards
      rows={sorted}
      columns={columns}
      rowKey={rowKey}
      label={label}
      sort={sort}
      onSort={setSort}
      onRowClick={onRowClick}
    />
  ) : (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover stickyHeader verticalSpacing="sm" bg="white" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : null;
              return (
                <Table.Th
                  key={column.key}
                  w={column.width}
                  ta={column.align}
                  aria-sort={direction === null ? undefined : direction === 'asc' ? 'ascending' : 'descending'}
                >
                  {column.sortValue ? (
                    <UnstyledButton onClick={() => setSort((current) => nextSort(current, column.key))}>
                      <Group gap={4} wrap="nowrap" justify={column.align === 'right' ? 'flex-end' : 'flex-start'}>
                        <Text span size="sm" fw={700}>
                          {column.header}
                        </Text>
                        <SortIcon direction={direction} />
                      </Group>
                    </UnstyledButton>
                  ) : (
                    <Text span size="sm" fw={700}>
                      {column.header}
                    </Text>
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((row) => (
            <Table.Tr
              key={rowKey(row)}
              style={onRowClick ? { cursor: 'pointer' } : undefined}
              onClick={rowClickHandler(onRowClick, row)}
            >
              {columns.map((column) => (
                <Table.Td
                  key={column.key}
                  ta={column.align}
                  style={column.noWrap ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );

  if (!state) return table;
  return (
    <QueryState {...state} isEmpty={rows.length === 0}>
      {table}
    </QueryState>
  );
}
