import { Button, Divider, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import type { MaterialQuote } from '@portal/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDeadline } from '../../../entities/material-deadline';
import {
  quoteTotalCents,
  useCreateQuote,
  useMarkQuoteRead,
  usePublishQuote,
  useQuote,
  useUpdateQuote,
} from '../../../entities/material-quote';
import { formatPrice } from '../../../entities/product';
import { useConfiguration } from '../../../lib/configuration-context';
import { showError, showSuccess } from '../../../lib/error-message';
import { QuoteAdditionalRows } from './quote-additional-rows';
import { QuoteAnswer } from './quote-answer';
import { QuoteComments } from './quote-comments';
import { QuotePhotos } from './quote-photos';
import {
  emptyRow,
  isRowValid,
  QuoteRowsEditor,
  type RowDraft,
  rowDraftOf,
  rowsInput,
  totalRowsOf,
} from './quote-rows-editor';
import { QuoteRowsTable } from './quote-rows-table';
import { QuoteStatusBadge } from './quote-status-badge';
import { RoomCardSection } from './room-card-section';

export interface ApartmentChoice {
  value: string;
  label: string;
}

interface Props {
  projectId: number;
  /** The quote to show; null opens an unsaved one for staff to create. */
  quote: MaterialQuote | null;
  /** The apartments a new quote may be for (staff's create). */
  apartments?: ApartmentChoice[];
  onClose: () => void;
}

/**
 * The apartment quote modal (spec part 3 §2, §4): staff edit the name and the rows while the quote
 * is created or corrections and publish it; the owner reads it, which marks it read, and answers.
 * The total multiplies a row by its area when one is set. Esc and a click outside close it only
 * when nothing typed would be lost.
 */
export function QuoteModal({ projectId, quote: initial, apartments = [], onClose }: Props) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useConfiguration();
  const [snapshot, setQuote] = useState<MaterialQuote | null>(initial);
  // The live quote: every change (room card, photos, answers) reads it again.
  const live = useQuote(snapshot?.apartment_id ?? 0, snapshot?.id ?? 0);
  const quote = live.data ?? snapshot;
  const [name, setName] = useState(initial?.name ?? '');
  const [apartmentId, setApartmentId] = useState<string | null>(null);
  const [rows, setRows] = useState<RowDraft[]>(() =>
    initial ? initial.rows.map((r) => rowDraftOf(r, i18n.language)) : [emptyRow()],
  );
  const [dirty, setDirty] = useState(false);
  const [tried, setTried] = useState(false);
  const create = useCreateQuote(projectId);
  const update = useUpdateQuote(projectId);
  const publish = usePublishQuote(projectId);
  const markRead = useMarkQuoteRead();

  const status = quote?.status ?? 'unsaved';
  // A new quote is being created by whoever could open it (the panel's can.create).
  const mayEdit = quote === null || quote.can.edit;
  const total = useMemo(() => quoteTotalCents(totalRowsOf(rows)) / 100, [rows]);
  const valid = name.trim() !== '' && rows.every(isRowValid) && (quote !== null || apartmentId !== null);

  // The owner opening a quote has read it (once).
  const readId = quote?.can.answer && !quote.read_at ? quote.id : null;
  const mark = markRead.mutate;
  useEffect(() => {
    if (readId !== null) mark(readId, { onSuccess: setQuote });
  }, [readId, mark]);

  const saved = (answer: MaterialQuote) => {
    setQuote(answer);
    setDirty(false);
    setTried(false);
    showSuccess(t('materialQuotes.savedRefresh'));
  };
  const onError = (error: unknown) => showError(error);
  const handleSave = () => {
    setTried(true);
    if (!valid) return;
    const draft = { name: name.trim(), rows: rowsInput(rows) };
    if (quote === null) create.mutate({ ...draft, apartmentId: Number(apartmentId) }, { onSuccess: saved, onError });
    else update.mutate({ ...draft, quoteId: quote.id }, { onSuccess: saved, onError });
  };
  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setDirty(true);
    };

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={quote ? quote.name : t('materialQuotes.newQuote')}
      closeOnEscape={!dirty}
      closeOnClickOutside={!dirty}
      closeButtonProps={{ 'aria-label': t('materialQuotes.close') }}
    >
      <Stack gap="md">
        <Group gap="xs" wrap="wrap">
          <QuoteStatusBadge status={status} />
          {quote && (
            <Text size="sm" c="dimmed">
              {t('materialQuotes.apartment')}: {[quote.stairwell, quote.apartment_number].filter(Boolean).join(' ')}
            </Text>
          )}
          {quote?.deadline_at && (
            <Text size="sm" c="dimmed">
              {t('materialQuotes.quoteDeadline')}: {formatDeadline(quote.deadline_at, timeZone, i18n.language)}
            </Text>
          )}
        </Group>
        {quote === null && (
          <Select
            label={t('materialQuotes.apartment')}
            data={apartments}
            value={apartmentId}
            onChange={change(setApartmentId)}
            searchable
            error={tried && apartmentId === null && t('materialQuotes.required')}
          />
        )}
        {mayEdit ? (
          <>
            <TextInput
              label={t('materialQuotes.name')}
              value={name}
              maxLength={255}
              error={tried && name.trim() === '' && t('materialQuotes.required')}
              onChange={(e) => change(setName)(e.currentTarget.value)}
            />
            <QuoteRowsEditor rows={rows} onChange={change(setRows)} readOnly={false} showErrors={tried} />
          </>
        ) : (
          quote && <QuoteRowsTable rows={quote.rows} />
        )}
        <Text fw={600} aria-live="polite">
          {t('materialQuotes.total')}: {formatPrice(mayEdit || !quote ? total : quote.total, i18n.language)}
        </Text>
        {mayEdit && (
          <Group gap="xs">
            <Button onClick={handleSave} loading={create.isPending || update.isPending}>
              {t('materialQuotes.save')}
            </Button>
            {quote?.can.publish && (
              <Button
                variant="light"
                disabled={dirty}
                title={dirty ? t('materialQuotes.saveFirst') : undefined}
                loading={publish.isPending}
                onClick={() => publish.mutate(quote.id, { onSuccess: setQuote, onError })}
              >
                {t('materialQuotes.publish')}
              </Button>
            )}
          </Group>
        )}
        {quote && (
          <>
            <QuoteAnswer quote={quote} onAnswered={setQuote} />
            <Divider />
            <QuoteAdditionalRows quote={quote} />
            <Divider />
            <QuotePhotos quote={quote} />
            <Divider />
            <RoomCardSection quote={quote} />
            <Divider />
            <QuoteComments quote={quote} />
          </>
        )}
      </Stack>
    </Modal>
  );
}
