/** "A 12" (stairwell and number); "A" for an apartment without a number. */
export function apartmentLabel(apartment: { stairwell: string; apartment_number: string | null }): string {
  return [apartment.stairwell, apartment.apartment_number].filter(Boolean).join(' ');
}

/**
 * The table's order, as the server's: by stairwell, then the number as a number (no number first),
 * then id. Numbers have no leading zeros, so a shorter one is smaller.
 */
export function compareApartments(
  a: { id: number; stairwell: string; apartment_number: string | null },
  b: { id: number; stairwell: string; apartment_number: string | null },
): number {
  if (a.stairwell !== b.stairwell) return a.stairwell < b.stairwell ? -1 : 1;
  const an = a.apartment_number;
  const bn = b.apartment_number;
  if (an !== bn) {
    if (an === null) return -1;
    if (bn === null) return 1;
    if (an.length !== bn.length) return an.length - bn.length;
    return an < bn ? -1 : 1;
  }
  return a.id - b.id;
}
