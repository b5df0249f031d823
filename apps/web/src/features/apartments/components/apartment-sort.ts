import type { Apartment } from '@portal/contracts';
import { compareApartments } from '../../../entities/apartment';

export type ApartmentSortKey = 'id' | 'stairwell' | 'number' | 'template';
export interface ApartmentSort {
  key: ApartmentSortKey;
  descending: boolean;
}

/** Numbers as numbers: no leading zeros, so a shorter one is smaller; no number first. */
function compareNumbers(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a.length - b.length || (a < b ? -1 : 1);
}

const COMPARE: Record<ApartmentSortKey, (a: Apartment, b: Apartment) => number> = {
  id: (a, b) => a.id - b.id,
  // The spec's order: by stairwell, then by number.
  stairwell: compareApartments,
  number: (a, b) => compareNumbers(a.apartment_number, b.apartment_number) || compareApartments(a, b),
  template: (a, b) => (a.template_name ?? '').localeCompare(b.template_name ?? '') || compareApartments(a, b),
};

export function sortApartments(rows: readonly Apartment[], sort: ApartmentSort): Apartment[] {
  const compare = COMPARE[sort.key];
  return [...rows].sort((a, b) => (sort.descending ? compare(b, a) : compare(a, b)));
}

/** A header click: ascending on a new column, the other way on the same one. */
export const nextSort = (current: ApartmentSort, key: ApartmentSortKey): ApartmentSort =>
  current.key === key ? { key, descending: !current.descending } : { key, descending: false };
