/**
 * Imported cells are stored exactly as written: a name such as `=SUM(A1)` or a phone number such
 * as `+358 40 123` is text, and nothing in the portal evaluates it. Spreadsheets would, so every
 * CSV export writes cells through this function, which makes a leading `= + - @` (or tab and
 * carriage return) inert by prefixing a single quote (OWASP "CSV injection").
 */
export function csvSafeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One CSV line with the cells quoted as needed and made inert for spreadsheets. */
export function csvLine(cells: string[], delimiter = ','): string {
  return cells
    .map((cell) => {
      const safe = csvSafeCell(cell);
      return /["\r\n]/.test(safe) || safe.includes(delimiter) ? `"${safe.replaceAll('"', '""')}"` : safe;
    })
    .join(delimiter);
}
