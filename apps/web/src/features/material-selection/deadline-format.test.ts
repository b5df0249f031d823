import { describe, expect, it } from 'vitest';
import { formatDeadline } from './deadline-format';

describe('formatDeadline', () => {
  it('shows the instant on the installation’s wall clock', () => {
    // 21:59 UTC on 31 March 2027 is 00:59 on 1 April in Helsinki (summer time, UTC+3).
    expect(formatDeadline('2027-03-31T21:59:00Z', 'Europe/Helsinki')).toBe('01.04.2027 00:59');
    expect(formatDeadline('2027-01-15T10:00:00Z', 'Europe/Helsinki')).toBe('15.01.2027 12:00');
    expect(formatDeadline('2027-01-15T10:00:00Z', 'UTC')).toBe('15.01.2027 10:00');
  });
});
