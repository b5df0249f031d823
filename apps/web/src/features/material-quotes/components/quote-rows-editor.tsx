import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { QuoteRowInput } from '@portal/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { amountText, isValidAmount } from '../../../lib/format';

/** A row as typed: the fields stay text until saved, so "12,5" is not rewritten under the cursor. */
export interface RowDraft {
  key: number;
  description: string;
  price: string;
  area: string;
}

let nextKey = 1;
export const emptyRow = (): RowDraft => ({ key: nextKey++, description: '', price: '', area: '' });

export const rowDraftOf = (row: { description: string; price: number; area: number | null }, language: string) => ({
  key: nextKey++,
  description: row.description,
  price: amountText(row.price, language),
  area: row.area === null ? '' : amountText(row.area, language),
});

const number = (text: string) => Number(text.trim().replace(',', '.'));

export const rowErrors = (row: RowDraft) => ({
  description: row.description.trim() === '',
  price: !isValidAmount(row.price),
  area: row.area.trim() !== '' && !isValidAmount(row.area),
});

export const isRowValid = (row: RowDraft) => !Object.values(rowErrors(row)).some(Boolean);

/** The rows as the server takes them; call only when every row is valid. */
export const rowsInput = (rows: RowDraft[]): QuoteRowInput[] =>
  rows.map((row) => ({
    description: row.description.trim(),
    price: number(row.price),
    area: row.area.trim() === '' ? null : number(row.area),
  }));

/** The rows for the running total: invalid numbers count as 0 until fixed. */
export const totalRowsOf = (rows: RowDraft[]) =>
  rows.map((row) => ({
    price: isValidAmount(row.price) ? number(row.price) : 0,
    area: row.area.trim() === '' || !isValidAmount(row.area) ? null : number(row.area),
  }));

interface Props {
  rows: RowDraft[];
  onChange: (rows: RowDraft[]) => void;
  readOnly: boolean;
  /** Show field errors (after a save was tried). */
  showErrors: boolean;
}

/** The quote's rows: description, price (€) and an optional area (m2) that multiplies the price. */
export function QuoteRowsEditor({ rows, onChange, readOnly, showErrors }: Props) {
  const { t } = useTranslation();
  const update = (key: number, patch: Partial<RowDraft>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  return (
    <Stack gap="xs">
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('materialQuotes.noRows')}
        </Text>
      )}
      {rows.map((row, index) => {
        const errors = showErrors ? rowErrors(row) : { description: false, price: false, area: false };
        return (
          <Group key={row.key} gap="xs" align="flex-end" wrap="wrap">
            <TextInput
              style={{ flex: '1 1 200px', minWidth: 0 }}
              label={t('materialQuotes.rowDescription', { n: index + 1 })}
              value={row.description}
              readOnly={readOnly}
              error={errors.description && t('materialQuotes.required')}
              onChange={(e) => update(row.key, { description: e.currentTarget.value })}
            />
            <TextInput
              w={110}
              label={t('materialQuotes.rowPrice')}
              inputMode="decimal"
              value={row.price}
              readOnly={readOnly}
              error={errors.price && t('materialQuotes.invalidPrice')}
              onChange={(e) => update(row.key, { price: e.currentTarget.value })}
            />
            <TextInput
              w={120}
              label={t('materialQuotes.rowArea')}
              inputMode="decimal"
              value={row.area}
              readOnly={readOnly}
              error={errors.area && t('materialQuotes.invalidPrice')}
              onChange={(e) => update(row.key, { area: e.currentTarget.value })}
            />
            {!readOnly && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mb={2}
                aria-label={t('materialQuotes.removeRow', { n: index + 1 })}
                onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        );
      })}
      {!readOnly && (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...rows, emptyRow()])}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('materialQuotes.addRow')}
        </Button>
      )}
    </Stack>
  );
}
