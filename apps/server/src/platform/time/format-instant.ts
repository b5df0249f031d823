import { formatZonedDateTime, type Language } from '@portal/contracts';
import type { Config } from '../../config';

/**
 * The server's one way to write a moment for people (ARCHITECTURE.md "Time: one clock"): the
 * installation's TIME_ZONE from the caller's config, never the process's own zone, so an error
 * message, a mail and a printed report show a deadline as the web does. Messages of the API are
 * English; a mail or a report passes the reader's language.
 */
export function formatInstant(config: Pick<Config, 'TIME_ZONE'>, instant: Date, language: Language = 'en'): string {
  return formatZonedDateTime(instant, config.TIME_ZONE, language);
}
