import { describe, expect, it } from 'vitest';
import { isPastDeadline } from './deadline-format';

describe('isPastDeadline', () => {
  it('is past from the instant on, and never without a deadline', () => {
    expect(isPastDeadline(null)).toBe(false);
    expect(isPastDeadline(new Date(Date.now() - 1000).toISOString())).toBe(true);
    expect(isPastDeadline(new Date(Date.now() + 60_000).toISOString())).toBe(false);
  });
});
