import { describe, expect, it } from 'vitest';
import { formatDeadline } from './deadline-format';

describe('formatDeadline', () => {
  it('shows the instant on the installation’s wall clocks as DD.MM.YYYY HH:mm', () => {
    expect(formatDeadline('2027-03-31T20:59:00Z', 'Europe/Helsinki')).toBe('31.03.2027 23:59');
    expect(formatDeadline('2027-01-01T00:00:00Z', 'Europe/Helsinki')).toBe('01.01.2027 02:00');
    expect(formatDeadline('2027-01-01T00:00:00Z', 'UTC')).toBe('01.01.2027 00:00');
  });
});
