import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, parseDateText } from './format';

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
