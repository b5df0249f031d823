import { describe, expect, it } from 'vitest';
import { compareFiles, formatReport, hasMismatches } from './file-check';
import type { StoredFile } from './storage';

const at = (iso: string) => new Date(iso);
async function* stored(...files: StoredFile[]) {
  yield* files;
}
const file = (key: string, modified = '2024-01-01T00:00:00Z'): StoredFile => ({
  key,
  size: 3,
  modifiedAt: at(modified),
});

describe('compareFiles', () => {
  it('finds nothing when every stored file is referenced and every reference is stored', async () => {
    const report = await compareFiles(stored(file('a'), file('b/c')), ['b/c', 'a']);
    expect(report).toMatchObject({ unreferenced: [], missing: [], recent: 0, storedCount: 2, referencedCount: 2 });
    expect(hasMismatches(report)).toBe(false);
  });

  it('reports stored files without a row and rows without a file, sorted', async () => {
    const report = await compareFiles(stored(file('z-orphan'), file('kept'), file('a-orphan')), [
      'kept',
      'gone/2',
      'gone/1',
    ]);
    expect(report.unreferenced.map((f) => f.key)).toEqual(['a-orphan', 'z-orphan']);
    expect(report.missing).toEqual(['gone/1', 'gone/2']);
    expect(hasMismatches(report)).toBe(true);
  });

  it('counts a key referenced by several rows once', async () => {
    const report = await compareFiles(stored(file('shared')), ['shared', 'shared']);
    expect(report).toMatchObject({ missing: [], referencedCount: 1 });
  });

  it('leaves out unreferenced files newer than the grace time, but still matches new referenced ones', async () => {
    const report = await compareFiles(
      stored(
        file('old-orphan', '2024-01-01T00:00:00Z'),
        file('new-orphan', '2024-06-01T12:00:00Z'),
        file('new-row', '2024-06-01T12:00:00Z'),
      ),
      ['new-row'],
      { storedBefore: at('2024-06-01T11:45:00Z') },
    );
    expect(report.unreferenced.map((f) => f.key)).toEqual(['old-orphan']);
    expect(report.recent).toBe(1);
    expect(report.missing).toEqual([]);
  });

  it('takes referenced keys from an async source', async () => {
    async function* fromDatabase() {
      yield 'a';
      yield 'missing';
    }
    const report = await compareFiles(stored(file('a')), fromDatabase());
    expect(report.missing).toEqual(['missing']);
  });
});

describe('formatReport', () => {
  it('prints both kinds of mismatch, quoting odd names', async () => {
    const report = await compareFiles(stored(file('orphan.jpg'), file('bad\nname')), ['photo/1.png']);
    const lines = formatReport(report, 15);
    expect(lines).toEqual([
      '2 stored files, 1 referenced by rows.',
      'Stored files without a row (2):',
      '  "bad\\nname"  3 bytes  2024-01-01T00:00:00.000Z',
      '  orphan.jpg  3 bytes  2024-01-01T00:00:00.000Z',
      'Rows without a file (1):',
      '  photo/1.png',
    ]);
  });

  it('says so when all is well, and mentions files left out as too new', async () => {
    const report = await compareFiles(stored(file('new', '2030-01-01T00:00:00Z')), [], {
      storedBefore: at('2029-12-31T23:50:00Z'),
    });
    expect(formatReport(report, 15)).toEqual([
      '1 stored files, 0 referenced by rows.',
      '1 unreferenced files are newer than 15 minutes and were not counted.',
      'Every stored file has a row and every row has its file.',
    ]);
  });
});
