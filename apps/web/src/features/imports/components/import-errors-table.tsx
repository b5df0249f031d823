import { Table, Text } from '@mantine/core';
import type { ImportRowError } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { sortRowErrors } from '../import-messages';

/** The import's problems per row: row number, column and message (with the offending value). */
export function ImportErrorsTable({ rows, label }: { rows: readonly ImportRowError[]; label: string }) {
  const { t, i18n } = useTranslation();
  const message = (key: string) => (i18n.exists(`imports.messages.${key}`) ? t(`imports.messages.${key}`) : key);
  return (
    <Table.ScrollContainer minWidth={480} maxHeight={360}>
      <Table striped withTableBorder verticalSpacing={6} stickyHeader aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={70}>{t('imports.row')}</Table.Th>
            <Table.Th>{t('imports.column')}</Table.Th>
            <Table.Th>{t('imports.message')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sortRowErrors(rows).map((row) => (
            <Table.Tr key={`${row.row}|${row.field ?? row.column ?? ''}|${row.message}|${row.value ?? ''}`}>
              <Table.Td>{row.row > 0 ? row.row : t('imports.wholeFile')}</Table.Td>
              <Table.Td>{row.column ?? '–'}</Table.Td>
              <Table.Td>
                <Text size="sm">{message(row.message)}</Text>
                {row.value !== null && row.value !== '' && (
                  <Text size="xs" c="dimmed">
                    {t('imports.value', { value: row.value })}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
