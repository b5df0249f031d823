import type { Company } from '@portal/contracts';

export type SortDirection = 'asc' | 'desc';

/** The search box: every word must appear in the id, name, code or (translated) type. */
export function filterCompanies(
  companies: readonly Company[],
  search: string,
  typeLabel: (type: Company['type']) => string = (type) => type,
): Company[] {
  const words = search.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...companies];
  return companies.filter((c) => {
    const haystack = [String(c.id), c.name, c.code ?? '', c.type, typeLabel(c.type)].join(' ').toLocaleLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

/** Sorted by name in the language's order (å, ä, ö after z in Finnish). */
export function sortCompaniesByName(
  companies: readonly Company[],
  direction: SortDirection,
  locale: string,
): Company[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sorted = [...companies].sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
  return direction === 'asc' ? sorted : sorted.reverse();
}
