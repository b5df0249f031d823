import { ActionIcon, Box, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn, SortState } from './data-table';
import { rowClickHandler } from './row-click';

interface DataTableCardsProps<Row> {
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  rowKey: (row: Row) => string | number;
  label: string;
  sort: SortState | null;
  onSort: (sort: SortState | null) => void;
  /** As DataTable's: a click on the card opens the row; its buttons and links do their own thing. */
  onRowClick?: (row: Row) => void;
}

/** A cell with nothing to show is left out of the card rather than shown as an empty line. */
function isBlank(node: ReactNode): boolean {
  return node === null || node === undefined || node === false || node === '';
}

/**
 * The phone form of DataTable: one card per row, each column as a label above its value, so a
 * table of eight columns needs no sideways scrolling on a 390 px screen and its row buttons stay
 * in reach. Each value sits beside its column's name; the `actions` column's buttons close the card. Sorting moves to a select above the cards.
 */
export function DataTableCards<Row>({
  rows,
  columns,
  rowKey,
  label,
  sort,
  onSort,
  onRowClick,
}: DataTableCardsProps<Row>) {
  const { t } = useTranslation();
  const sortable = columns.filter((c) => c.sortValue && typeof c.header === 'string');
  const Direction = sort?.direction === 'desc' ? IconSortDescending : IconSortAscending;
  // The row's buttons go at the card's foot, under its values, instead of behind an "Actions" label.
  const actionsColumn = columns.find((c) => c.key === 'actions');
  const fields = columns.filter((c) => c !== actionsColumn);
  return (
    <Stack gap="xs">
      {sortable.length > 0 && (
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <NativeSelect
            label={t('table.sortBy')}
            size="sm"
            style={{ flex: 1, minWidth: 0 }}
            value={sort?.key ?? ''}
            onChange={(e) =>
              onSort(e.currentTarget.value ? { key: e.currentTarget.value, direction: sort?.direction ?? 'asc' } : null)
            }
            data={[
              { value: '', label: t('table.unsorted') },
              ...sortable.map((c) => ({ value: c.key, label: String(c.header) })),
            ]}
          />
          <ActionIcon
            variant="default"
            size="input-sm"
            disabled={!sort}
            aria-label={sort?.direction === 'desc' ? t('table.descending') : t('table.ascending')}
            onClick={() => sort && onSort({ key: sort.key, direction: sort.direction === 'asc' ? 'desc' : 'asc' })}
          >
            <Direction size={18} aria-hidden />
          </ActionIcon>
        </Group>
      )}
      <Stack gap="xs" role="list" aria-label={label}>
        {rows.map((row) => {
          const actions = actionsColumn?.cell(row);
          return (
            <Paper
              key={rowKey(row)}
              withBorder
              p="sm"
              role="listitem"
              style={onRowClick ? { cursor: 'pointer' } : undefined}
              onClick={rowClickHandler(onRowClick, row)}
            >
              <Stack gap={4}>
                {fields.map((column, index) => {
                  const value = column.cell(row);
                  if (isBlank(value) && index > 0) return null;
                  return (
                    <Group key={column.key} gap="sm" wrap="nowrap" align="flex-start">
                      <Text size="xs" c="dimmed" fw={600} w="35%" style={{ flexShrink: 0, overflowWrap: 'anywhere' }}>
                        {column.header}
                      </Text>
                      <Box style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                        {typeof value === 'string' || typeof value === 'number' ? (
                          <Text size="sm">{value}</Text>
                        ) : (
                          value
                        )}
                      </Box>
                    </Group>
                  );
                })}
                {!isBlank(actions) && (
                  <Group justify="flex-end" pt={4}>
                    {actions}
                  </Group>
                )}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
