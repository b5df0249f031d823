import { describe, expect, it } from 'vitest';
import { deadlineState, formatDeadline } from './format-deadline';

describe('formatDeadline', () => {
  it('shows the installation zone’s wall clock, whatever the browser’s zone', () => {
    expect(formatDeadline('2027-03-31T20:59:00.000Z', 'Europe/Helsinki', 'en')).toBe('31.03.2027 23:59');
    expect(formatDeadline('2027-03-31T20:59:00.000Z', 'Europe/Helsinki', 'fi')).toBe('31.03.2027 klo 23.59');
    expect(formatDeadline('2021-12-31T22:00:00.000Z', 'Europe/Helsinki', 'en')).toBe('01.01.2022 00:00');
    expect(formatDeadline('2027-03-31T20:59:00.000Z', 'UTC', 'en')).toBe('31.03.2027 20:59');
  });
});

describe('deadlineState', () => {
  const now = new Date('2027-03-01T12:00:00Z');
  it('is passed at and after the instant, closes soon within three days, else open', () => {
    expect(deadlineState('2027-03-01T12:00:00Z', now)).toBe('passed');
    expect(deadlineState('2027-03-04T11:59:00Z', now)).toBe('closesSoon');
    expect(deadlineState('2027-03-05T12:00:00Z', now)).toBe('open');
  });
});
