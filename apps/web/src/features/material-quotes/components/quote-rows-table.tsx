import { Table } from '@mantine/core';
import type { QuoteRow } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { quoteTotalCents } from '../../../entities/material-quote';
import { formatPrice } from '../../../entities/product';

/** The rows as the owner reads them: description, price, area and the row's total. */
export function QuoteRowsTable({ rows }: { rows: QuoteRow[] }) {
  const { t, i18n } = useTranslation();
  const area = (value: number | null) =>
    value === null ? '—' : `${value.toLocaleString(i18n.language === 'fi' ? 'fi-FI' : 'en-IE')} m2`;
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('materialQuotes.rowDescriptionHeader')}</Table.Th>
            <Table.Th ta="right">{t('materialQuotes.rowPrice')}</Table.Th>
            <Table.Th ta="right">{t('materialQuotes.rowArea')}</Table.Th>
            <Table.Th ta="right">{t('materialQuotes.rowTotal')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.description}</Table.Td>
              <Table.Td ta="right">{formatPrice(row.price, i18n.language)}</Table.Td>
              <Table.Td ta="right">{area(row.area)}</Table.Td>
              <Table.Td ta="right">{formatPrice(quoteTotalCents([row]) / 100, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
