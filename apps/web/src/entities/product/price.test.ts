import { describe, expect, it } from 'vitest';
import { formatPrice, isValidPrice, priceText } from './price';
import { emptyProductDraft, productDraftProblems } from './product-form';

/** Spec part 3 §9: prices with 2 decimals, in euros; Finnish writes "12,50 €". */
describe('formatPrice', () => {
  it('writes euros with 2 decimals in each language', () => {
    expect(formatPrice(12.5, 'fi').replace(/\s/g, ' ')).toBe('12,50 €');
    expect(formatPrice(1234.5, 'fi').replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(formatPrice(12.5, 'en')).toBe('€12.50');
    expect(priceText(12.5, 'fi')).toBe('12,50');
    expect(priceText(12.5, 'en')).toBe('12.50');
  });

  it('checks a typed price as the server does', () => {
    expect(['12', '12,5', '12.50', '0', '1000000'].every(isValidPrice)).toBe(true);
    expect(['', 'abc', '-1', '12.345', '1000000.01', '1e3'].some(isValidPrice)).toBe(false);
  });
});

describe('productDraftProblems', () => {
  it('marks manufacturer, name, code and price required, a bad price and a non-http link', () => {
    expect(productDraftProblems(emptyProductDraft(1))).toEqual({
      manufacturer: 'required',
      name: 'required',
      code: 'required',
      price: 'required',
    });
    const draft = { ...emptyProductDraft(1), manufacturer: 'M', name: 'N', code: 'C' };
    expect(productDraftProblems({ ...draft, price: '1,234', external_link: 'javascript:x' })).toEqual({
      price: 'invalidPrice',
      external_link: 'invalidLink',
    });
    expect(productDraftProblems({ ...draft, price: '9,90', external_link: 'https://example.test' })).toEqual({});
  });
});
