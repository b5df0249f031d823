import { ErrorCode } from '@portal/contracts';
import { parse } from 'csv-parse/sync';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../platform/http/app-error';

const notCsv = (detail = 'not-csv') =>
  new AppError(422, ErrorCode.unsupportedFileType, 'The file is not a CSV text file.', { csv_data: [detail] });

/** Control characters a text file does not hold (tab, line feed, form feed and carriage return are fine). */
function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 12 && c !== 13) || c === 127) return true;
  }
  return false;
}

/**
 * The file's text. UTF-8 with or without a byte order mark; a file that is not valid UTF-8 is read
 * as Windows-1252, which older Finnish Excel versions write. Binary content (a spreadsheet, an image,
 * NUL bytes or other control characters) is refused with 24.
 */
export async function readCsvText(bytes: Buffer): Promise<string> {
  if (bytes.length === 0)
    throw new AppError(422, ErrorCode.checkInputs, 'The file is empty.', { csv_data: ['empty-file'] });
  if (await fileTypeFromBuffer(bytes)) throw notCsv();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  if (hasControlCharacters(text)) throw notCsv();
  return text;
}

/** The separator of the header line: `;` (Finnish Excel), `,` or tab, whichever occurs most outside quotes. */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best = ',';
  for (const [delimiter, n] of counts) if (n > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

export interface CsvTable {
  header: string[];
  /** Data records; `row` is the spreadsheet row number (the header is row 1). */
  rows: { row: number; cells: string[] }[];
}

/** Parses the text into a header and records; a malformed file (an unclosed quote) is 422 with its line. */
export function parseCsvTable(text: string): CsvTable {
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: detectDelimiter(text),
      bom: true,
      relax_column_count: true,
      // A quote inside an unquoted cell (`5" pipe`) is text, as spreadsheets read it.
      relax_quotes: true,
      skip_empty_lines: false,
      trim: true,
    }) as string[][];
  } catch (error) {
    const line = typeof (error as { lines?: unknown }).lines === 'number' ? (error as { lines: number }).lines : 0;
    throw new AppError(422, ErrorCode.checkInputs, `The file could not be read as CSV (line ${line}).`, {
      csv_data: ['csv-malformed'],
    });
  }
  const [header = [], ...data] = records;
  return {
    header,
    rows: data.map((cells, i) => ({ row: i + 2, cells })).filter((r) => r.cells.some((c) => c !== '')),
  };
}
