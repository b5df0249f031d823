import { Badge, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import type { MaterialQuote } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../entities/product';
import { QuoteStatusBadge } from './quote-status-badge';

/** One quote in a list: a button that opens the quote modal. */
export function QuoteListItem({
  quote,
  onOpen,
  showUnread = false,
}: {
  quote: MaterialQuote;
  onOpen: () => void;
  showUnread?: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder radius="sm" p={0}>
      <UnstyledButton onClick={onOpen} p="xs" w="100%" aria-label={t('materialQuotes.openQuote', { name: quote.name })}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere', flex: '1 1 140px' }}>
            {quote.name}
          </Text>
          <Group gap="xs" wrap="nowrap">
            {showUnread && !quote.read_at && (
              <Badge color="red" variant="filled" size="sm">
                {t('materialQuotes.unread')}
              </Badge>
            )}
            <QuoteStatusBadge status={quote.status} />
            <Text size="sm">{formatPrice(quote.total, i18n.language)}</Text>
          </Group>
        </Group>
      </UnstyledButton>
    </Paper>
  );
}
