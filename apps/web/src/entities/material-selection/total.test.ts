import { describe, expect, it } from 'vitest';
import { selectionTotalCents } from './total';

describe('selectionTotalCents', () => {
  it('multiplies by the area only when it is above 0', () => {
    expect(
      selectionTotalCents([
        { price: 20, area: 0 },
        { price: 3.33, area: 12.5 },
      ]),
    ).toBe(6163); // 20 + 41.625 → 61.63
  });

  it('rounds once after the sum, not per line', () => {
    // Each line is 0.005 €: rounded per line it would be 0.03 €, summed first it is 0.02 €.
    const lines = Array.from({ length: 3 }, () => ({ price: 0.01, area: 0.5 }));
    expect(selectionTotalCents(lines)).toBe(2);
  });

  it('is exact where floating point is not', () => {
    expect(0.1 * 3).not.toBe(0.3);
    expect(selectionTotalCents([0.1, 0.1, 0.1].map((price) => ({ price, area: 0 })))).toBe(30);
    expect(selectionTotalCents([{ price: 1_000_000, area: 1000 }])).toBe(100_000_000_000);
  });

  it('is 0 for no lines', () => {
    expect(selectionTotalCents([])).toBe(0);
  });
});
