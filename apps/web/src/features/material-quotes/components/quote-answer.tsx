import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import type { MaterialQuote } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { formatDeadline } from '../../../entities/material-deadline';
import { isPastDeadline, useApproveQuote, useSendCorrections } from '../../../entities/material-quote';
import { useConfiguration } from '../../../lib/configuration-context';
import { showError } from '../../../lib/error-message';

/**
 * The owner's answer where the quote's `can` offers it (a sent quote): approve (after a
 * confirmation) or ask for corrections with a comment.
 */
export function QuoteAnswer({
  quote,
  onAnswered,
}: {
  quote: MaterialQuote;
  onAnswered: (quote: MaterialQuote) => void;
}) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useConfiguration();
  const approve = useApproveQuote();
  const corrections = useSendCorrections();
  const [comment, setComment] = useState('');
  if (!quote.can.approve && !quote.can.send_corrections) return null;
  if (isPastDeadline(quote.deadline_at)) {
    return (
      <Alert color="gray" role="status">
        {t('materialQuotes.answerClosed', {
          deadline: formatDeadline(quote.deadline_at ?? '', timeZone, i18n.language),
        })}
      </Alert>
    );
  }
  const onError = (error: unknown) => showError(error);
  const handleApprove = () =>
    confirmAction({
      title: t('materialQuotes.approveTitle'),
      message: t('materialQuotes.approveMessage', { name: quote.name }),
      confirmLabel: t('materialQuotes.approve'),
      isDestructive: false,
      onConfirm: () => approve.mutate(quote.id, { onSuccess: onAnswered, onError }),
    });
  return (
    <Stack gap="xs">
      {quote.can.send_corrections && (
        <Textarea
          label={t('materialQuotes.correctionsComment')}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={2000}
        />
      )}
      <Group gap="xs">
        {quote.can.approve && (
          <Button onClick={handleApprove} loading={approve.isPending} color="green">
            {t('materialQuotes.approve')}
          </Button>
        )}
        {quote.can.send_corrections && (
          <Button
            variant="light"
            color="orange"
            disabled={!comment.trim()}
            loading={corrections.isPending}
            onClick={() =>
              corrections.mutate(
                { quoteId: quote.id, comment: comment.trim() },
                {
                  onSuccess: (answer) => {
                    setComment('');
                    onAnswered(answer);
                  },
                  onError,
                },
              )
            }
          >
            {t('materialQuotes.sendCorrections')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
