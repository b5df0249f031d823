import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfiguration } from '../../lib/configuration-context';
import { isLanguage } from '../../lib/language';
import { type DeadlineState, deadlineState, formatDeadline } from './format-deadline';

const COLORS: Record<DeadlineState, string> = { open: 'teal', closesSoon: 'orange', passed: 'red' };

/**
 * A deadline as a badge: open, closing soon or passed, with its date and time in the installation's
 * zone. No deadline: "No deadline".
 */
export function DeadlineBadge({ deadlineAt, now }: { deadlineAt: string | null; now?: Date }) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useConfiguration();
  if (!deadlineAt) {
    return (
      <Badge color="gray" variant="light">
        {t('materialDeadlines.badge.none')}
      </Badge>
    );
  }
  const state = deadlineState(deadlineAt, now);
  const when = formatDeadline(deadlineAt, timeZone, isLanguage(i18n.language) ? i18n.language : 'en');
  return (
    <Badge color={COLORS[state]} variant="light" style={{ textTransform: 'none' }}>
      {t(`materialDeadlines.badge.${state}`, { when })}
    </Badge>
  );
}
