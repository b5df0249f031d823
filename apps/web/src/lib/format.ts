import { price } from '@portal/contracts/primitives';
import dayjs from 'dayjs';

/** Listings show YYYY.MM.DD HH:mm in both languages (GLOSSARY.md). */
export const LISTING_FORMAT = 'YYYY.MM.DD HH:mm';

type DateInput = string | number | Date | null | undefined;

export function formatListingDate(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(LISTING_FORMAT) : '';
}

/** Two letters for an avatar without a photo. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0][0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1][0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * Dates outside listings follow the language: Finnish `DD.MM.YYYY` (GLOSSARY.md), English the
 * unambiguous ISO `YYYY-MM-DD` (a day-first or month-first English date reads two ways).
 */
export const DATE_FORMATS = { en: 'YYYY-MM-DD', fi: 'DD.MM.YYYY' } as const;
export type DateLanguage = keyof typeof DATE_FORMATS;

export const dateLanguage = (language: string): DateLanguage => (language === 'fi' ? 'fi' : 'en');

export function formatDate(value: DateInput, language: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMATS[dateLanguage(language)]) : '';
}

export function formatDateTime(value: DateInput, language: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(`${DATE_FORMATS[dateLanguage(language)]} HH:mm`) : '';
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A typed date as `YYYY-MM-DD`, or null when it is no real date: ISO in either language, and the
 * Finnish day-first `D.M.YYYY` (with or without leading zeros).
 */
export function parseDateText(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const finnish = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(trimmed);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : finnish
      ? [Number(finnish[3]), Number(finnish[2]), Number(finnish[1])]
      : [0, 0, 0];
  if (!year) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/**
 * A stored price or area as a form field shows it, always with 2 decimals: `12,50` in Finnish (a
 * Finnish keyboard types the comma), `12.50` in English. `isValidAmount` reads either form back.
 */
export function amountText(value: number, language: string): string {
  const text = value.toFixed(2);
  return language === 'fi' ? text.replace('.', ',') : text;
}

/** A price or area as typed, checked by the server's own rule: 0…1,000,000 with at most 2 decimals. */
export const isValidAmount = (text: string): boolean => price().safeParse(text.trim()).success;
