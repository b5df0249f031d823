import { describe, expect, it } from 'vitest';
import { defaultViewState, readDocumentViewState, writeDocumentViewState } from './document-view-state';

describe('document view state in the URL', () => {
  it('survives a round trip through the URL segment', () => {
    const state = {
      ...defaultViewState(),
      filter: 'kaivanto äö',
      filterFromDate: '2024-05-01',
      filterToDate: '2024-05-31',
      activeFilters: { phase: [5], subject: [7, 8], state: [] },
      activeImage: 42,
      activeGroup: 'g-1',
      layout: 'report-date' as const,
      flatMode: false,
      mapVisibility: true,
      activeFolder: 3,
    };
    const segment = writeDocumentViewState(state, { tab: 'base' });
    expect(segment).not.toContain('{');
    expect(readDocumentViewState(segment)).toEqual(state);
    // The router hands the segment over decoded.
    expect(readDocumentViewState(decodeURIComponent(segment))).toEqual(state);
  });

  it('keeps the keys of other parts of the page', () => {
    const segment = writeDocumentViewState(defaultViewState(), { tab: 'companies' });
    expect(JSON.parse(decodeURIComponent(segment)).tab).toBe('companies');
  });

  it('reads a segment of digits only as the open document', () => {
    expect(readDocumentViewState('123')).toEqual({ ...defaultViewState(), activeImage: 123 });
  });

  it('falls back to the defaults for missing, broken or hostile values', () => {
    expect(readDocumentViewState(undefined, true)).toEqual(defaultViewState(true));
    expect(readDocumentViewState('%7Bbroken')).toEqual(defaultViewState());
    const odd = encodeURIComponent(
      JSON.stringify({
        layout: 'carousel',
        filterFromDate: '1.5.2024',
        activeFilters: { phase: ['x', -1, 3, 3], state: 'no' },
        activeImage: 0,
        flatMode: 'yes',
      }),
    );
    expect(readDocumentViewState(odd)).toEqual({
      ...defaultViewState(),
      activeFilters: { phase: [3], subject: [], state: [] },
    });
  });
});
