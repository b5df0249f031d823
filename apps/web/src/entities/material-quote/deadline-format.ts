/**
 * "31.03.2027 23:59": an instant on the installation's wall clocks (configuration.timeZone), in
 * the Finnish DD.MM.YYYY HH:mm form the spec gives for deadlines whatever the language. A local
 * formatter until the shared one of the material deadlines replaces it.
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

export const isPastDeadline = (iso: string | null) => iso !== null && new Date(iso).getTime() <= Date.now();
