/**
 * The running total of a material selection (spec part 3 §9): Σ option price × the select's area
 * when the area is above 0. Prices and areas have 2 decimals, so each line is an exact whole number
 * of hundredths of cents (price in cents × area in hundredths of m2); the sum is exact in BigInt
 * and rounded to cents once, after the sum, never per line.
 */
export interface TotalLine {
  /** Euros, at most 2 decimals. */
  price: number;
  /** m2, at most 2 decimals; 0 or less: the price counts once. */
  area: number;
}

const hundredths = (value: number) => BigInt(Math.round(value * 100));

export function selectionTotalCents(lines: readonly TotalLine[]): number {
  let sum = 0n;
  for (const line of lines) {
    const price = hundredths(line.price);
    sum += line.area > 0 ? price * hundredths(line.area) : price * 100n;
  }
  // Half up, as the server's numeric round() does for these non-negative sums.
  return Number((sum + 50n) / 100n);
}
