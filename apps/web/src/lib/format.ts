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
