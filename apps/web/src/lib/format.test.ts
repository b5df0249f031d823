import { describe, expect, it } from 'vitest';
import { amountText, formatDate, formatDateTime, isValidAmount, parseDateText } from './format';

describe('dates outside listings', () => {
  it('are DD.MM.YYYY in Finnish and ISO in English', () => {
    expect(formatDate('2024-06-30', 'fi')).toBe('30.06.2024');
    expect(formatDate('2024-06-30', 'en')).toBe('2024-06-30');
    expect(formatDateTime('2024-06-30T08:05:00', 'fi')).toBe('30.06.2024 08:05');
    expect(formatDate(null, 'fi')).toBe('');
  });

  it('are read back from what a person types: ISO or day-first, real days only', () => {
    expect(parseDateText('1.5.2024')).toBe('2024-05-01');
    expect(parseDateText(' 31.12.2024 ')).toBe('2024-12-31');
    expect(parseDateText('2024-5-1')).toBe('2024-05-01');
    expect(parseDateText('31.2.2024')).toBeNull();
    expect(parseDateText('05/01/2024')).toBeNull();
    expect(parseDateText('')).toBeNull();
  });
});

/** Spec part 3 §9: prices with 2 decimals; what a field shows must read back by the server's rule. */
describe('amounts in form fields', () => {
  it('show 2 decimals with the language decimal mark', () => {
    expect(amountText(12.5, 'fi')).toBe('12,50');
    expect(amountText(12.5, 'en')).toBe('12.50');
    expect(amountText(0, 'fi')).toBe('0,00');
    expect(amountText(1_000_000, 'en')).toBe('1000000.00');
  });

  it('read back what a person types, by the server rule', () => {
    for (const typed of ['12,50', '12.5', ' 0 ', '1000000', amountText(99.99, 'fi'), amountText(99.99, 'en')])
      expect(isValidAmount(typed), typed).toBe(true);
    for (const typed of ['', '-1', '12.345', '1e3', '1000000.01', '12,5,0', 'abc'])
      expect(isValidAmount(typed), typed).toBe(false);
  });
});
