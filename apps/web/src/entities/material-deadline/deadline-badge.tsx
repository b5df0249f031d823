import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfiguration } from '../../lib/configuration-context';
import { isLanguage } from '../../lib/language';
import { type DeadlineState, deadlineState, formatDeadline } from './format-deadline';

const COLORS: Record<DeadlineState, string> = { open: 'teal', closesSoon: 'orange', passed: 'red' };

/** The date is the point of the badge: it wraps on a narrow phone instead of being cut off. */
const WRAPPING = {
  root: { height: 'auto', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.3 },
} as const;

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
    <Badge color={COLORS[state]} variant="light" tt="none" styles={WRAPPING}>
      {t(`materialDeadlines.badge.${state}`, { when })}
    </Badge>
  );
}
