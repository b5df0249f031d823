import dayjs from 'dayjs';
import { currentLanguage } from './i18n';

/** Formats from GLOSSARY.md: Finnish dates DD.MM.YYYY; listings YYYY.MM.DD HH:mm in both languages. */
const DATE_FORMAT = { fi: 'DD.MM.YYYY', en: 'D MMM YYYY' } as const;
export const LISTING_FORMAT = 'YYYY.MM.DD HH:mm';

type DateInput = string | number | Date | null | undefined;

export function formatDate(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  if (!date.isValid()) return '';
  const language = currentLanguage();
  return date.locale(language).format(DATE_FORMAT[language]);
}

export function formatListingDate(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(LISTING_FORMAT) : '';
}

/** Money always has two decimals: `1 234,50 €` in Finnish, `€1,234.50` in English. */
export function formatMoney(amount: number): string {
  const locale = currentLanguage() === 'fi' ? 'fi-FI' : 'en-IE';
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** Two letters for an avatar without a photo. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0][0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1][0] ?? '') : '';
  return (first + last).toUpperCase();
}
