import { describe, expect, it } from 'vitest';
import { entryNamer, safeEntryName } from './zip-entry-names';

/** Issue 16: ZIP entry names avoid the device names Windows reserves (`CON.jpg` cannot be unzipped). */
describe('ZIP entry names and Windows reserved names', () => {
  it.each([
    ['CON', '_CON'],
    ['con.jpg', '_con.jpg'],
    ['NUL.txt', '_NUL.txt'],
    ['Aux.tar.gz', '_Aux.tar.gz'],
    ['PRN', '_PRN'],
    ['COM1', '_COM1'],
    ['lpt9.pdf', '_lpt9.pdf'],
    ['COM¹.png', '_COM¹.png'],
    ['CONIN$', '_CONIN$'],
    ['nul .txt', '_nul .txt'],
  ])('%s becomes %s', (raw, safe) => {
    expect(safeEntryName(raw)).toBe(safe);
  });

  it.each(['CONSOLE.jpg', 'icon.png', 'COM10.txt', 'LPT.pdf', 'null.txt', 'auxiliary'])('%s stays', (raw) => {
    expect(safeEntryName(raw)).toBe(raw);
  });

  it('a document named CON with a jpg extension is entered as _CON.jpg', () => {
    const next = entryNamer();
    expect([next('CON', 'jpg'), next('con', 'JPG'), next('nul.txt', 'txt')]).toEqual([
      '_CON.jpg',
      '_con (2).JPG',
      '_nul.txt',
    ]);
  });

  it('format characters go, as from stored names', () => {
    expect(safeEntryName('invoice\u202Egpj.exe')).toBe('invoicegpj.exe');
  });
});
