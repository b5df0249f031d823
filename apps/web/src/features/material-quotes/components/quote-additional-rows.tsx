import { ActionIcon, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { MaterialQuote } from '@portal/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { useAddAdditionalRow, useAdditionalRows, useDeleteAdditionalRow } from '../../../entities/material-quote';
import { formatPrice } from '../../../entities/product';
import { showError } from '../../../lib/error-message';
import { isValidAmount } from '../../../lib/format';

const number = (text: string) => Number(text.trim().replace(',', '.'));

/** Rows added beyond the quote's own; staff add and remove them while the quote is editable. */
export function QuoteAdditionalRows({ quote }: { quote: MaterialQuote }) {
  const { t, i18n } = useTranslation();
  const rows = useAdditionalRows(quote.id);
  const add = useAddAdditionalRow(quote.id);
  const remove = useDeleteAdditionalRow(quote.id);
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState('');
  const editable = quote.can.edit;
  const valid = description.trim() !== '' && isValidAmount(price);
  const submit = () =>
    add.mutate(
      { description: description.trim(), price: number(price) },
      {
        onSuccess: () => {
          setDescription('');
          setPrice('');
        },
        onError: (error) => showError(error),
      },
    );
  const handleDelete = (rowId: number, name: string) =>
    confirmAction({
      title: t('materialQuotes.deleteRowTitle'),
      message: t('materialQuotes.deleteRowMessage', { name }),
      confirmLabel: t('materialQuotes.delete'),
      onConfirm: () => remove.mutate(rowId, { onError: (error) => showError(error) }),
    });
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('materialQuotes.additionalRows')}
      </Title>
      {rows.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('materialQuotes.noAdditionalRows')}
        </Text>
      )}
      {!!rows.data?.length && (
        <Table>
          <Table.Tbody>
            {rows.data.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.description}</Table.Td>
                <Table.Td ta="right">{formatPrice(row.price, i18n.language)}</Table.Td>
                {editable && (
                  <Table.Td w={40}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('materialQuotes.deleteRow', { name: row.description })}
                      onClick={() => handleDelete(row.id, row.description)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editable && (
        <Group gap="xs" align="flex-end">
          <TextInput
            style={{ flex: '1 1 180px' }}
            label={t('materialQuotes.additionalDescription')}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
          <TextInput
            w={110}
            label={t('materialQuotes.rowPrice')}
            inputMode="decimal"
            value={price}
            error={price !== '' && !isValidAmount(price) && t('materialQuotes.invalidPrice')}
            onChange={(e) => setPrice(e.currentTarget.value)}
          />
          <Button size="sm" variant="light" disabled={!valid} loading={add.isPending} onClick={submit}>
            {t('materialQuotes.addAdditionalRow')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
