import type { TFunction } from 'i18next';
import { isApiError } from './api-error';
import { translateError } from './error-message';
import { i18n } from './i18n';

/**
 * The server explains a refusal with message keys in `errors.fields` (`company-has-users`,
 * `email-in-use`, ...). They are translated from these sections; the password keys live at the top
 * level of the locale files, shared with the sign-in screens.
 */
const REASON_SECTIONS = ['companies.reasons', 'users.reasons', 'userCategories.reasons', 'permissions.reasons'];
const TOP_LEVEL_REASONS = new Set(['new-password-empty-warning', 'password-too-short', 'password-too-weak']);

/** The locale key of one server message key, or null when it has none (zod's own English texts). */
export function reasonKey(message: string, exists: (key: string) => boolean = (k) => i18n.exists(k)): string | null {
  if (TOP_LEVEL_REASONS.has(message)) return message;
  if (!/^[a-z0-9-]+$/.test(message)) return null;
  const section = REASON_SECTIONS.find((s) => exists(`${s}.${message}`));
  return section ? `${section}.${message}` : null;
}

/**
 * One sentence for a refusal: the translated reasons the server gave, otherwise the catalogue
 * message of its code. A 409 without a known reason adds the server's own words, which name the
 * cause (for instance how many users a company still has).
 */
export function refusalText(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.fields) {
    const reasons = Object.values(error.fields)
      .flat()
      .map((m) => reasonKey(m))
      .filter((k): k is string => k !== null);
    if (reasons.length > 0) return [...new Set(reasons.map((k) => t(k)))].join(' ');
  }
  const text = translateError(t, error);
  if (isApiError(error) && error.status === 409 && error.message && !error.message.startsWith('API error')) {
    return `${text} ${error.message}`;
  }
  return text;
}
