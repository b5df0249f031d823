import type { ReportRow } from './product-reports.repo';

/*
 * The product report's rows grouped by stairwell and apartment, with totals. Money is counted in
 * ten-thousandths of a euro (a price in cents times an area in hundredths of m2) as BigInt, so no
 * row is rounded before the sums and no float ever holds money; totals are rounded to cents only
 * when shown.
 */

/** One choice's line; equal lines of different apartments are one shared object. */
export interface ReportLine {
  readonly formName: string;
  readonly groupName: string;
  readonly selectName: string;
  readonly optionName: string;
  /** The select's area (m2) when non-zero: the quantity the price is multiplied by; null is one piece. */
  readonly area: string | null;
  readonly unitPrice: string;
  /** In ten-thousandths of a euro. */
  readonly total: bigint;
}

export interface ReportApartment {
  id: number;
  stairwell: string;
  number: string | null;
  lines: ReportLine[];
  total: bigint;
}

export interface ReportStairwell {
  name: string;
  apartments: ReportApartment[];
  total: bigint;
}

export interface ReportModel {
  stairwells: ReportStairwell[];
  total: bigint;
}

/** `12.5`, `12.50`, `3` → hundredths (1250, 1250, 300). The columns are numeric(10,2), never signed. */
export function hundredths(decimal: string): bigint {
  const [whole, fraction = ''] = decimal.split('.');
  return BigInt(whole) * 100n + BigInt(`${fraction}00`.slice(0, 2));
}

/** A line's total: price × area when the area is non-zero, else the price. */
function lineTotal(price: string, area: string | null): bigint {
  const cents = hundredths(price);
  return area === null ? cents * 100n : cents * hundredths(area);
}

const nonZeroArea = (area: string | null) => (area !== null && hundredths(area) !== 0n ? area : null);

/**
 * Rows in report order (stairwell, apartment, choice) → the grouped model. Apartments choose among
 * a select's few options, so the same line recurs hundreds of times in a big report: each distinct
 * line (a select, the option's name and price as saved) is made once and shared, which also lets
 * the HTML render it once (report-html.ts).
 */
export function buildReport(rows: readonly ReportRow[]): ReportModel {
  const stairwells: ReportStairwell[] = [];
  const madeLines = new Map<string, ReportLine>();
  let apartment: ReportApartment | undefined;
  for (const row of rows) {
    let stairwell = stairwells.at(-1);
    if (!stairwell || stairwell.name !== row.stairwell) {
      stairwell = { name: row.stairwell, apartments: [], total: 0n };
      stairwells.push(stairwell);
      apartment = undefined;
    }
    if (!apartment || apartment.id !== row.apartment_id) {
      apartment = {
        id: row.apartment_id,
        stairwell: row.stairwell,
        number: row.apartment_number,
        lines: [],
        total: 0n,
      };
      stairwell.apartments.push(apartment);
    }
    if (row.select_name === null || row.price === null) continue;
    // The select fixes the form, group, select name and area; the saved option name and price the rest.
    const key = `${row.select_id}\u0000${row.price}\u0000${row.option_name}`;
    let line = madeLines.get(key);
    if (!line) {
      const area = nonZeroArea(row.area);
      line = {
        formName: row.form_name ?? '',
        groupName: row.group_name ?? '',
        selectName: row.select_name,
        optionName: row.option_name ?? '',
        area,
        unitPrice: row.price,
        total: lineTotal(row.price, area),
      };
      madeLines.set(key, line);
    }
    apartment.lines.push(line);
    apartment.total += line.total;
    stairwell.total += line.total;
  }
  return { stairwells, total: stairwells.reduce((sum, s) => sum + s.total, 0n) };
}

/** Ten-thousandths of a euro → cents, half away from zero (amounts are never negative). */
export function toCents(amount: bigint): bigint {
  return (amount + 50n) / 100n;
}

/** Cents as `1234.50` (`1234,50` with a comma), no grouping: for CSV cells. */
export function plainEuros(cents: bigint, decimalComma: boolean): string {
  const text = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
  return decimalComma ? text.replace('.', ',') : text;
}
