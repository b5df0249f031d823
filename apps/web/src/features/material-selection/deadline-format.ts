/**
 * A deadline instant as `DD.MM.YYYY HH:mm` on the installation's wall clock (DECISIONS.md: deadlines
 * are instants in the configured time zone, whatever the browser's zone). Local to this feature
 * until the deadlines entity's formatter lands; the same format.
 */
export function formatDeadline(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')}`;
}
