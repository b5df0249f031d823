import { Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { MaterialQuote } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDeadline } from '../../../entities/material-deadline';
import { useAddQuoteComment, useQuoteComments } from '../../../entities/material-quote';
import { useConfiguration } from '../../../lib/configuration-context';
import { showError } from '../../../lib/error-message';

/** The quote's comments, oldest first, and a box for a new one (staff managing it and its owner). */
export function QuoteComments({ quote }: { quote: MaterialQuote }) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useConfiguration();
  const comments = useQuoteComments(quote.id);
  const add = useAddQuoteComment(quote.id);
  const [text, setText] = useState('');
  const rowName = (rowId: number | null) => quote.rows.find((r) => r.id === rowId)?.description;
  const submit = () => add.mutate(text.trim(), { onSuccess: () => setText(''), onError: (error) => showError(error) });
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('materialQuotes.comments')}
      </Title>
      {comments.isPending && <Text size="sm">{t('materialQuotes.loading')}</Text>}
      {comments.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('materialQuotes.noComments')}
        </Text>
      )}
      {comments.data?.map((c) => (
        <Paper key={c.id} withBorder p="xs" radius="sm">
          <Text size="xs" c="dimmed">
            {c.user_name ?? '—'} · {formatDeadline(c.created_at, timeZone, i18n.language)}
            {c.material_quote_row_id !== null && ` · ${rowName(c.material_quote_row_id) ?? ''}`}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {c.comment}
          </Text>
        </Paper>
      ))}
      {quote.can.comment && (
        <>
          <Textarea
            label={t('materialQuotes.newComment')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={2000}
          />
          <Button
            size="xs"
            variant="light"
            disabled={!text.trim()}
            loading={add.isPending}
            onClick={submit}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('materialQuotes.addComment')}
          </Button>
        </>
      )}
    </Stack>
  );
}
