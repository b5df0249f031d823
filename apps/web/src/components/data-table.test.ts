import { describe, expect, it } from 'vitest';
import { type DataTableColumn, sortRows } from './data-table';

interface Row {
  id: number;
  name: string;
  count: number | null;
}

const rows: Row[] = [
  { id: 1, name: 'Rakennus Oy', count: 3 },
  { id: 2, name: 'Ärjy Oy', count: null },
  { id: 3, name: 'Aliurakointi Sähkö Oy', count: 10 },
  { id: 4, name: 'rakennus oy', count: 3 },
];
const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Name', cell: (r) => r.name, sortValue: (r) => r.name },
  { key: 'count', header: 'Count', cell: (r) => r.count, sortValue: (r) => r.count },
  { key: 'plain', header: 'Plain', cell: (r) => r.id },
];
const ids = (list: readonly Row[]) => list.map((r) => r.id);

describe('sortRows', () => {
  it('sorts text in the language order, both ways, keeping ties in their order', () => {
    expect(ids(sortRows(rows, columns, { key: 'name', direction: 'asc' }, 'fi'))).toEqual([3, 1, 4, 2]);
    expect(ids(sortRows(rows, columns, { key: 'name', direction: 'desc' }, 'fi'))).toEqual([2, 1, 4, 3]);
  });

  it('sorts numbers by value and keeps empty values last either way', () => {
    expect(ids(sortRows(rows, columns, { key: 'count', direction: 'asc' }))).toEqual([1, 4, 3, 2]);
    expect(ids(sortRows(rows, columns, { key: 'count', direction: 'desc' }))).toEqual([3, 1, 4, 2]);
  });

  it('leaves the rows as given without a sort or for a column without a sort value', () => {
    expect(ids(sortRows(rows, columns, null))).toEqual([1, 2, 3, 4]);
    expect(ids(sortRows(rows, columns, { key: 'plain', direction: 'asc' }))).toEqual([1, 2, 3, 4]);
  });
});
