import type { Company } from '@portal/contracts';

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
