import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QUOTE_STATUS_COLOR, type QuoteStatusShown, quoteStatusKey } from '../../../entities/material-quote';

export function QuoteStatusBadge({ status }: { status: QuoteStatusShown }) {
  const { t } = useTranslation();
  return (
    <Badge color={QUOTE_STATUS_COLOR[status]} variant="light">
      {t(quoteStatusKey(status))}
    </Badge>
  );
}
