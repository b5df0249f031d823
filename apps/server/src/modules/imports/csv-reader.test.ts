import { describe, expect, it } from 'vitest';
import { csvLine, csvSafeCell } from '../../platform/csv/csv-safe';
import { detectDelimiter, parseCsvTable, readCsvText } from './csv-reader';

describe('csv reading', () => {
  it('detects the separator from the header line, outside quotes', () => {
    expect(detectDelimiter('a;b;c\n1,2,3,4,5')).toBe(';');
    expect(detectDelimiter('"a;b;c",d,e\n')).toBe(',');
    expect(detectDelimiter('a\tb\n')).toBe('\t');
    expect(detectDelimiter('email\n')).toBe(',');
  });

  it('numbers rows as a spreadsheet does and skips empty lines', () => {
    const table = parseCsvTable('h1,h2\n\na,"multi\nline"\n,\nb,c\n');
    expect(table.header).toEqual(['h1', 'h2']);
    expect(table.rows).toEqual([
      { row: 3, cells: ['a', 'multi\nline'] },
      { row: 5, cells: ['b', 'c'] },
    ]);
  });

  it('strips a BOM and refuses binary', async () => {
    expect(await readCsvText(Buffer.from('\uFEFFemail\n', 'utf8'))).toBe('email\n');
    await expect(readCsvText(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]))).rejects.toMatchObject({ code: 24 });
  });

  it('refuses an unclosed quote', () => {
    expect(() => parseCsvTable('a,b\n"x,y\n')).toThrow(/could not be read/);
  });
});

describe('csv export safety', () => {
  it('makes formula-like cells inert and quotes as needed', () => {
    expect(csvSafeCell('=1+1')).toBe("'=1+1");
    expect(csvSafeCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvSafeCell('Matti')).toBe('Matti');
    expect(csvLine(['+358 40', 'a,b', 'say "hi"'])).toBe(`'+358 40,"a,b","say ""hi"""`);
  });
});
