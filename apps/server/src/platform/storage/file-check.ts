import type { StoredFile } from './storage';

export interface FileCheckReport {
  /** Stored files no row references (left by a put whose row never committed, or by a failed delete). */
  unreferenced: StoredFile[];
  /** Keys a row references that storage does not hold. */
  missing: string[];
  /** Pieces of puts that never finished (a crash mid-upload), older than the grace time. */
  leftovers: StoredFile[];
  /** Unreferenced files newer than the grace time: their upload may still be committing its row. */
  recent: number;
  storedCount: number;
  referencedCount: number;
}

/**
 * Compares what storage holds with what the database references. Only the referenced keys are held
 * in memory (a set of short strings); the stored files are streamed past it.
 */
export async function compareFiles(
  stored: AsyncIterable<StoredFile>,
  referenced: AsyncIterable<string> | Iterable<string>,
  options: { storedBefore?: Date; leftovers?: AsyncIterable<StoredFile> } = {},
): Promise<FileCheckReport> {
  const expected = new Set<string>();
  for await (const key of referenced) expected.add(key);
  const referencedCount = expected.size;
  const unreferenced: StoredFile[] = [];
  let recent = 0;
  let storedCount = 0;
  for await (const file of stored) {
    storedCount++;
    if (expected.delete(file.key)) continue;
    if (options.storedBefore && file.modifiedAt >= options.storedBefore) recent++;
    else unreferenced.push(file);
  }
  // A temp file is never referenced: an old one is an orphan like the others; a new one may be a put in flight.
  const leftovers: StoredFile[] = [];
  for await (const file of options.leftovers ?? []) {
    if (options.storedBefore && file.modifiedAt >= options.storedBefore) recent++;
    else leftovers.push(file);
  }
  return {
    unreferenced: unreferenced.sort((a, b) => a.key.localeCompare(b.key)),
    missing: [...expected].sort(),
    leftovers: leftovers.sort((a, b) => a.key.localeCompare(b.key)),
    recent,
    storedCount,
    referencedCount,
  };
}

export function hasMismatches(report: FileCheckReport): boolean {
  return report.unreferenced.length > 0 || report.missing.length > 0 || report.leftovers.length > 0;
}

/** The report as lines for a terminal; names are quoted when they hold anything unusual. */
export function formatReport(report: FileCheckReport, graceMinutes: number): string[] {
  const show = (key: string) => (/^[\w./-]+$/.test(key) ? key : JSON.stringify(key));
  const lines = [`${report.storedCount} stored files, ${report.referencedCount} referenced by rows.`];
  if (report.unreferenced.length > 0) {
    lines.push(`Stored files without a row (${report.unreferenced.length}):`);
    for (const file of report.unreferenced) {
      lines.push(`  ${show(file.key)}  ${file.size} bytes  ${file.modifiedAt.toISOString()}`);
    }
  }
  if (report.missing.length > 0) {
    lines.push(`Rows without a file (${report.missing.length}):`);
    for (const key of report.missing) lines.push(`  ${show(key)}`);
  }
  if (report.leftovers.length > 0) {
    lines.push(`Unfinished uploads left by a crash (${report.leftovers.length}; --delete-leftovers removes them):`);
    for (const file of report.leftovers) {
      lines.push(`  ${show(file.key)}  ${file.size} bytes  ${file.modifiedAt.toISOString()}`);
    }
  }
  if (report.recent > 0) {
    lines.push(`${report.recent} unreferenced files are newer than ${graceMinutes} minutes and were not counted.`);
  }
  if (!hasMismatches(report)) lines.push('Every stored file has a row and every row has its file.');
  return lines;
}
