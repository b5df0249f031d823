import { describe, expect, it } from 'vitest';
import { quoteTotalCents } from './quote-total';

describe('quoteTotalCents', () => {
  it('sums prices in cents and multiplies a row by its area only when one is set', () => {
    expect(quoteTotalCents([])).toBe(0);
    expect(quoteTotalCents([{ price: 19.99, area: null }])).toBe(1999);
    // 45.50 × 12.25 = 557.375 → 557.38
    expect(
      quoteTotalCents([
        { price: 45.5, area: 12.25 },
        { price: 19.99, area: null },
      ]),
    ).toBe(57737);
    expect(quoteTotalCents([{ price: 10, area: 0 }])).toBe(0);
  });

  it('never loses a cent to float addition', () => {
    const rows = Array.from({ length: 10 }, () => ({ price: 0.1, area: null }));
    expect(quoteTotalCents(rows)).toBe(100);
    expect(
      quoteTotalCents([
        { price: 0.1, area: 3 },
        { price: 0.2, area: null },
      ]),
    ).toBe(50);
  });
});
