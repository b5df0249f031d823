import { decodeViewState, encodeViewState, type ViewState } from '../../lib/view-state';

/** The panel's modes (spec part 2 "Document panel"). */
export const DOCUMENT_LAYOUTS = ['table', 'icons', 'report-date', 'report-type'] as const;
export type DocumentLayout = (typeof DOCUMENT_LAYOUTS)[number];

/** The keyword filters: built-in keyword fields phase (2), subject (3), state (4). */
export const FILTER_FIELDS = { phase: 2, subject: 3, state: 4 } as const;
export type FilterField = keyof typeof FILTER_FIELDS;

/** Chosen keyword ids per filter field; empty: no filter. */
export type ActiveFilters = Record<FilterField, number[]>;

/**
 * The document panel's view state, kept in `/project/{id}/{url-encoded json}` (spec part 2
 * "Project page" and section 3 "View state"). `activeFolder` is this app's addition: the open
 * folder in folder mode (0: the main folder).
 */
export interface DocumentViewState {
  filter: string;
  /** YYYY-MM-DD or empty. */
  filterFromDate: string;
  /** YYYY-MM-DD or empty; the whole day is included. */
  filterToDate: string;
  activeFilters: ActiveFilters;
  /**
   * The subcontractor filter of a summary view: documents of projects these companies work on
   * (`summary_companies`); empty: no filter.
   */
  companies: number[];
  /** The open document's id. */
  activeImage: number | null;
  /** Group mode: only the documents of this group. */
  activeGroup: string | null;
  layout: DocumentLayout;
  flatMode: boolean;
  mapVisibility: boolean;
  activeFolder: number;
}

export const emptyFilters = (): ActiveFilters => ({ phase: [], subject: [], state: [] });

export function defaultViewState(mapVisibility = false): DocumentViewState {
  return {
    filter: '',
    filterFromDate: '',
    filterToDate: '',
    activeFilters: emptyFilters(),
    companies: [],
    activeImage: null,
    activeGroup: null,
    layout: 'table',
    flatMode: true,
    mapVisibility,
    activeFolder: 0,
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const positiveInt = (value: unknown): number | null => {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : null;
};

function readFilters(value: unknown): ActiveFilters {
  const filters = emptyFilters();
  if (typeof value !== 'object' || value === null) return filters;
  for (const key of Object.keys(FILTER_FIELDS) as FilterField[]) {
    const list = (value as Record<string, unknown>)[key];
    if (Array.isArray(list)) filters[key] = [...new Set(list.map(positiveInt).filter((n) => n !== null))];
  }
  return filters;
}

/**
 * Reads the URL segment: JSON (encoded or not), or digits only (the open document). Anything
 * unreadable falls back to the defaults, field by field.
 */
export function readDocumentViewState(segment: string | undefined | null, mapDefault = false): DocumentViewState {
  const raw: ViewState = decodeViewState(segment);
  const base = defaultViewState(mapDefault);
  const layout = DOCUMENT_LAYOUTS.find((l) => l === raw.layout) ?? base.layout;
  const from = str(raw.filterFromDate);
  const to = str(raw.filterToDate);
  return {
    filter: str(raw.filter),
    filterFromDate: DATE.test(from) ? from : '',
    filterToDate: DATE.test(to) ? to : '',
    activeFilters: readFilters(raw.activeFilters),
    companies: Array.isArray(raw.companies)
      ? [...new Set(raw.companies.map(positiveInt).filter((n) => n !== null))]
      : [],
    activeImage: positiveInt(raw.activeImage),
    activeGroup: typeof raw.activeGroup === 'string' && raw.activeGroup ? raw.activeGroup : null,
    layout,
    flatMode: typeof raw.flatMode === 'boolean' ? raw.flatMode : base.flatMode,
    mapVisibility: typeof raw.mapVisibility === 'boolean' ? raw.mapVisibility : base.mapVisibility,
    activeFolder: raw.activeFolder === 0 ? 0 : (positiveInt(raw.activeFolder) ?? 0),
  };
}

/**
 * The URL segment for a state, keeping keys that belong to other parts of the page (the tab).
 * The defaults are written too, so a copied link opens the same view everywhere.
 */
export function writeDocumentViewState(state: DocumentViewState, others: ViewState = {}): string {
  return encodeViewState({ ...others, ...state });
}

/** How many filters narrow the view (the text, each date, each keyword field with a choice). */
export function countActiveFilters(view: DocumentViewState): number {
  const plain = [view.filter.trim(), view.filterFromDate, view.filterToDate].filter(Boolean).length;
  const companies = view.companies.length > 0 ? 1 : 0;
  return plain + companies + Object.values(view.activeFilters).filter((ids) => ids.length > 0).length;
}
