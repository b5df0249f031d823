import type { Document } from '@portal/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { documentFixture } from '../../test/document-fixture';
import { filterDocuments, groupByDate, isWithinDates, truncateName } from './document-format';
import { emptyFilters, FILTER_FIELDS } from './document-view-state';

const local = (text: string) => dayjs(text).toISOString();

describe('truncateName', () => {
  it('keeps names of up to 20 characters and cuts longer ones at 17 plus an ellipsis', () => {
    expect(truncateName('a'.repeat(20))).toBe('a'.repeat(20));
    expect(truncateName('abcdefghijklmnopqrstu')).toBe('abcdefghijklmnopq...');
    expect(truncateName('abcdefghijklmnopqrstu')).toHaveLength(20);
    expect(truncateName('')).toBe('');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(truncateName('😀'.repeat(20))).toBe('😀'.repeat(20));
    expect(truncateName(`${'ä'.repeat(17)}öööö`)).toBe(`${'ä'.repeat(17)}...`);
  });
});

describe('date filter', () => {
  it('includes the whole end day and the start of the first day', () => {
    expect(isWithinDates(local('2024-05-31T23:59:59'), '2024-05-01', '2024-05-31')).toBe(true);
    expect(isWithinDates(local('2024-05-01T00:00:00'), '2024-05-01', '2024-05-31')).toBe(true);
    expect(isWithinDates(local('2024-06-01T00:00:00'), '2024-05-01', '2024-05-31')).toBe(false);
    expect(isWithinDates(local('2024-04-30T23:59:59'), '2024-05-01', '2024-05-31')).toBe(false);
  });

  it('lets either bound be empty', () => {
    expect(isWithinDates(local('1999-01-01T12:00'), '', '2024-05-31')).toBe(true);
    expect(isWithinDates(local('2099-01-01T12:00'), '2024-05-01', '')).toBe(true);
    expect(isWithinDates('not a date', '', '')).toBe(true);
  });
});

describe('filterDocuments', () => {
  const docs: Document[] = [
    documentFixture({ id: 1, name: 'Kaivanto.jpg', created: local('2024-05-02T10:00'), folder_id: null }),
    documentFixture({
      id: 2,
      name: 'Kaapeli.pdf',
      created: local('2024-05-31T22:00'),
      folder_id: 4,
      keywords: [{ field_id: 4, id: 11, text: 'Valmis' }],
    }),
    documentFixture({ id: 3, name: 'Other.png', created: local('2024-06-02T10:00'), group: 'g' }),
  ];
  const base = {
    filter: '',
    filterFromDate: '',
    filterToDate: '',
    activeFilters: emptyFilters(),
    activeGroup: null,
    folderId: null,
  };
  const ids = (list: Document[]) => list.map((d) => d.id);

  it('matches words of the free text anywhere, case-insensitively', () => {
    expect(ids(filterDocuments(docs, { ...base, filter: 'KAA' }, FILTER_FIELDS))).toEqual([2]);
    expect(ids(filterDocuments(docs, { ...base, filter: 'valmis pdf' }, FILTER_FIELDS))).toEqual([2]);
  });

  it('filters by dates, keywords, folder and group', () => {
    expect(ids(filterDocuments(docs, { ...base, filterToDate: '2024-05-31' }, FILTER_FIELDS))).toEqual([1, 2]);
    const state = { ...emptyFilters(), state: [11] };
    expect(ids(filterDocuments(docs, { ...base, activeFilters: state }, FILTER_FIELDS))).toEqual([2]);
    expect(ids(filterDocuments(docs, { ...base, folderId: 0 }, FILTER_FIELDS))).toEqual([1, 3]);
    expect(ids(filterDocuments(docs, { ...base, activeGroup: 'g' }, FILTER_FIELDS))).toEqual([3]);
  });

  it('groups reports by date, the newest day first', () => {
    const groups = groupByDate([
      documentFixture({ id: 1, createdDateOnly: '2024-05-01' }),
      documentFixture({ id: 2, createdDateOnly: '2024-06-01' }),
    ]);
    expect(groups.map((g) => g.key)).toEqual(['2024-06-01', '2024-05-01']);
  });
});
