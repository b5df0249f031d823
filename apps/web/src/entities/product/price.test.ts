import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

/** Spec part 3 §9: prices with 2 decimals, in euros; Finnish writes "12,50 €". */
describe('formatPrice', () => {
  it('writes euros with 2 decimals in each language', () => {
    expect(formatPrice(12.5, 'fi').replace(/\s/g, ' ')).toBe('12,50 €');
    expect(formatPrice(1234.5, 'fi').replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(formatPrice(12.5, 'en')).toBe('€12.50');
  });
});
