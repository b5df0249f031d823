import type { i18n as I18n, TFunction } from 'i18next';
import { isApiError } from './api-error';
import { translateError } from './error-message';
import { i18n } from './i18n';

/**
 * The server explains a refusal with message keys in `errors.fields` (`company-has-users`,
 * `email-in-use`, ...). Each area keeps their texts in the `reasons` group of its own locale section
 * (`companies.reasons`, `permissions.reasons`, ...), so this file names no area: a new area's reasons
 * are found once its locale section has them. The password keys are top-level texts of the locale
 * files, shared with the sign-in screens.
 */
const REASON = /^[a-z0-9-]+$/;

/** The locale key of one server message key, or null when it has none (zod's own English texts). */
export function reasonKey(message: string, translations: I18n = i18n): string | null {
  if (!REASON.test(message)) return null;
  const texts: Record<string, unknown> = translations.getDataByLanguage(translations.language)?.translation ?? {};
  if (typeof texts[message] === 'string') return message;
  const section = Object.keys(texts).find((s) => translations.exists(`${s}.reasons.${message}`));
  return section ? `${section}.reasons.${message}` : null;
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
