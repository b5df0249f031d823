import { Paper, Stack, Text, Title } from '@mantine/core';
import type { MaterialQuote } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useApartmentQuotes, useOpenQuotes } from '../../../entities/material-quote';
import { QuoteListItem } from './quote-list-item';
import { QuoteModal } from './quote-modal';

/**
 * The apartment page's quotes: the owner's open ones (sent, waiting for an answer) and the history
 * (sent, corrections, approved). Opening one marks it read; the owner approves or asks for
 * corrections there, and downloads and approves the room card. Tenants read.
 */
export function ApartmentQuotes({ apartmentId }: { apartmentId: number }) {
  const { t } = useTranslation();
  const open = useOpenQuotes(apartmentId);
  const history = useApartmentQuotes(apartmentId);
  const [shown, setShown] = useState<MaterialQuote | null>(null);
  const openIds = new Set((open.data ?? []).map((q) => q.id));
  const earlier = (history.data ?? []).filter((q) => !openIds.has(q.id));

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="apartment-quotes-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="apartment-quotes-title">
          {t('materialQuotes.apartmentQuotesTitle')}
        </Title>
        <QueryState query={open} loadingLabel={t('materialQuotes.loading')} isEmpty={false} emptyTitle="">
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('materialQuotes.openQuotes')}
            </Text>
            {open.data?.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('materialQuotes.noOpenQuotes')}
              </Text>
            )}
            {open.data?.map((quote) => (
              <QuoteListItem key={quote.id} quote={quote} showUnread onOpen={() => setShown(quote)} />
            ))}
          </Stack>
        </QueryState>
        {earlier.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('materialQuotes.history')}
            </Text>
            {earlier.map((quote) => (
              <QuoteListItem key={quote.id} quote={quote} onOpen={() => setShown(quote)} />
            ))}
          </Stack>
        )}
      </Stack>
      {shown && <QuoteModal projectId={shown.project_id} quote={shown} onClose={() => setShown(null)} />}
    </Paper>
  );
}
