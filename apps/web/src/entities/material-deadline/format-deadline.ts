import { formatZonedDateTime, instantToWallTime } from '@portal/contracts';

/*
 * Deadlines are instants shown on the wall clock of the installation's time zone (the
 * configuration's `timeZone`, DECISIONS.md), never the browser's: "31.03.2027 23:59" ends then in
 * Helsinki wherever the reader is.
 */

/** The wall-clock text the date-time picker and the server share: `2027-03-31 23:59:00`. */
export function deadlineWallTime(instant: string | Date, timeZone: string): string {
  return instantToWallTime(typeof instant === 'string' ? new Date(instant) : instant, timeZone);
}

/**
 * The web's one formatter of a moment (ARCHITECTURE.md "Time: one clock"): `31.03.2027 23:59`,
 * `31.03.2027 klo 23.59` in Finnish, on the clocks of the configuration's `timeZone`; the text is
 * the contracts' own, so the server writes the same.
 */
export function formatDeadline(instant: string | Date, timeZone: string, language: string): string {
  return formatZonedDateTime(instant, timeZone, language);
}

export type DeadlineState = 'open' | 'closesSoon' | 'passed';

/** How near a deadline is: passed, within three days, or further. */
export function deadlineState(instant: string | Date, now: Date = new Date()): DeadlineState {
  const left = new Date(instant).getTime() - now.getTime();
  if (left <= 0) return 'passed';
  return left <= 3 * 24 * 60 * 60 * 1000 ? 'closesSoon' : 'open';
}
