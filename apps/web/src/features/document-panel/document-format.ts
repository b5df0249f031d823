import type { Document } from '@portal/contracts';
import dayjs from 'dayjs';
import type { ActiveFilters, DocumentViewState, FilterField } from './document-view-state';

/** Long names are cut at 20 characters: 17 and an ellipsis (spec part 2 "Document panel"). */
export const NAME_LIMIT = 20;

export function truncateName(name: string): string {
  const chars = Array.from(name);
  return chars.length > NAME_LIMIT ? `${chars.slice(0, NAME_LIMIT - 3).join('')}...` : name;
}

/**
 * The date filter's bounds in milliseconds: from the start of the from-day, to the end of the
 * to-day (the end date includes its whole day), in the browser's time zone.
 */
export function dateBounds(from: string, to: string): { start: number; end: number } {
  const start = from ? dayjs(from).startOf('day').valueOf() : Number.NEGATIVE_INFINITY;
  const end = to ? dayjs(to).endOf('day').valueOf() : Number.POSITIVE_INFINITY;
  return {
    start: Number.isNaN(start) ? Number.NEGATIVE_INFINITY : start,
    end: Number.isNaN(end) ? Number.POSITIVE_INFINITY : end,
  };
}

export function isWithinDates(created: string, from: string, to: string): boolean {
  if (!from && !to) return true;
  const time = dayjs(created).valueOf();
  if (Number.isNaN(time)) return false;
  const { start, end } = dateBounds(from, to);
  return time >= start && time <= end;
}

const FILTER_KEYS: FilterField[] = ['phase', 'subject', 'state'];

function matchesKeywords(doc: Document, filters: ActiveFilters, fieldIds: Record<FilterField, number>): boolean {
  return FILTER_KEYS.every((key) => {
    const wanted = filters[key];
    if (wanted.length === 0) return true;
    return doc.keywords.some((k) => k.field_id === fieldIds[key] && wanted.includes(k.id));
  });
}

/** The text a free-text filter looks in: name, counter, type, group, company, keywords, texts. */
function searchableText(doc: Document): string {
  return [
    doc.name,
    doc.counter,
    doc.document_type.name,
    doc.group,
    doc.addedByCompany?.name,
    doc.owner_company_name,
    doc.addedByUser?.name,
    doc.detailText,
    doc.positionText,
    ...doc.keywords.map((k) => k.text),
    ...doc.fields.map((f) => f.text),
    ...doc.files.map((f) => f.full_name),
  ]
    .filter(Boolean)
    .join('\n')
    .toLocaleLowerCase();
}

export type DocumentFilter = Pick<
  DocumentViewState,
  'filter' | 'filterFromDate' | 'filterToDate' | 'activeFilters' | 'activeGroup'
> & {
  folderId: number | null;
  /** The subcontractor filter (a summary view's); left out or empty: none. */
  companies?: readonly number[];
};

/** The companies a document counts as working on it, for the subcontractor filter. */
export type CompaniesOf = (doc: Document) => readonly number[];

/** The documents the filters let through (`folderId` null: flat mode, every folder). */
export function filterDocuments(
  documents: readonly Document[],
  filter: DocumentFilter,
  fieldIds: Record<FilterField, number>,
  companiesOf?: CompaniesOf,
): Document[] {
  const words = filter.filter.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const companies = companiesOf && filter.companies?.length ? filter.companies : null;
  return documents.filter((doc) => {
    if (companies && !companiesOf?.(doc).some((id) => companies.includes(id))) return false;
    if (filter.folderId !== null && (doc.folder_id ?? 0) !== filter.folderId) return false;
    if (filter.activeGroup && doc.group !== filter.activeGroup) return false;
    if (!isWithinDates(doc.created, filter.filterFromDate, filter.filterToDate)) return false;
    if (!matchesKeywords(doc, filter.activeFilters, fieldIds)) return false;
    if (words.length === 0) return true;
    const text = searchableText(doc);
    return words.every((word) => text.includes(word));
  });
}

/** True when any filter narrows the list (the empty state says so). */
export function hasActiveFilter(filter: DocumentFilter): boolean {
  return Boolean(
    filter.filter.trim() ||
      filter.filterFromDate ||
      filter.filterToDate ||
      filter.activeGroup ||
      filter.companies?.length ||
      FILTER_KEYS.some((key) => filter.activeFilters[key].length > 0),
  );
}

/** Reports by date: one group per capture day, the newest first (the reports' default). */
export function groupByDate(documents: readonly Document[]): { key: string; documents: Document[] }[] {
  const groups = new Map<string, Document[]>();
  for (const doc of documents) {
    const list = groups.get(doc.createdDateOnly) ?? [];
    list.push(doc);
    groups.set(doc.createdDateOnly, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([key, list]) => ({ key, documents: list.sort((x, y) => y.counterNumber - x.counterNumber) }));
}

/** Reports by type: one group per document type, in name order, documents by counter. */
export function groupByType(
  documents: readonly Document[],
  typeName: (doc: Document) => string,
  locale?: string,
): { key: string; documents: Document[] }[] {
  const groups = new Map<string, Document[]>();
  for (const doc of documents) {
    const name = typeName(doc);
    const list = groups.get(name) ?? [];
    list.push(doc);
    groups.set(name, list);
  }
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return [...groups.entries()]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([key, list]) => ({ key, documents: list.sort((x, y) => x.counterNumber - y.counterNumber) }));
}

/**
 * A document's `lat,lng` rounded to 6 decimals (about 10 cm, finer than any phone's GPS), or the
 * text as it is when it is not a pair of numbers.
 */
export function roundCoordinates(coordinates: string | null): string | null {
  if (!coordinates) return null;
  const parts = coordinates.split(',').map((part) => part.trim());
  const numbers = parts.map(Number);
  if (parts.length !== 2 || parts.some((p) => p === '') || numbers.some((n) => !Number.isFinite(n))) {
    return coordinates;
  }
  return numbers.map((n) => n.toFixed(6)).join(', ');
}

/** GPS accuracy in whole metres, when the file told it (0 is a position set by hand on the map). */
export function accuracyMetres(accuracy: number | null): number | null {
  return accuracy !== null && accuracy > 0 ? Math.max(1, Math.round(accuracy)) : null;
}
