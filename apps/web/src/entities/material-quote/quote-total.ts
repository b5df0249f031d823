/** A quote row as the modal holds it: price in euros, area in m2 or none. */
export interface TotalRow {
  price: number;
  area: number | null;
}

const cents = (euros: number) => Math.round(euros * 100);

/**
 * The quote's total in cents: each row's price, times its area when one is set (spec part 3 §9),
 * rounded to a cent per row as the server does, summed in cents so no float rounding piles up.
 */
export function quoteTotalCents(rows: readonly TotalRow[]): number {
  return rows.reduce((sum, row) => {
    const price = cents(row.price);
    return sum + (row.area === null ? price : Math.round((price * cents(row.area)) / 100));
  }, 0);
}
