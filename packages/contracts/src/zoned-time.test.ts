import { describe, expect, it } from 'vitest';
import { formatZonedDateTime, instantToWallTime, isTimeZone, parseWallTime, wallTimeToInstant } from './zoned-time';

const HELSINKI = 'Europe/Helsinki';

describe('wall time in the installation time zone', () => {
  it('reads a Helsinki winter and summer time as the right instants', () => {
    expect(wallTimeToInstant('2027-03-31 23:59:00', HELSINKI)?.toISOString()).toBe('2027-03-31T20:59:00.000Z');
    expect(wallTimeToInstant('2022-01-01 00:00:00', HELSINKI)?.toISOString()).toBe('2021-12-31T22:00:00.000Z');
    expect(wallTimeToInstant('2027-01-15T08:15', HELSINKI)?.toISOString()).toBe('2027-01-15T06:15:00.000Z');
  });

  it('takes the earlier instant in the repeated autumn hour and shifts a skipped spring time forward', () => {
    // 2027-10-31 03:30 happens twice in Helsinki (summer time, then winter time).
    expect(wallTimeToInstant('2027-10-31 03:30:00', HELSINKI)?.toISOString()).toBe('2027-10-31T00:30:00.000Z');
    // 2027-03-28 03:30 does not exist; it is read with the winter offset.
    expect(wallTimeToInstant('2027-03-28 03:30:00', HELSINKI)?.toISOString()).toBe('2027-03-28T01:30:00.000Z');
  });

  it('shows an instant on the zone clocks and round-trips', () => {
    const instant = new Date('2027-06-30T20:59:00Z');
    expect(instantToWallTime(instant, HELSINKI)).toBe('2027-06-30 23:59:00');
    expect(wallTimeToInstant(instantToWallTime(instant, 'UTC'), 'UTC')?.getTime()).toBe(instant.getTime());
  });

  it('refuses what is not a real date and time', () => {
    for (const text of ['2027-02-30 10:00:00', '2027-01-01 24:00:00', '31.03.2027 23:59', '', '2027-1-1 1:00']) {
      expect(parseWallTime(text)).toBeNull();
      expect(wallTimeToInstant(text, HELSINKI)).toBeNull();
    }
  });

  it('knows an IANA zone from a made-up one', () => {
    expect(isTimeZone(HELSINKI)).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('formatZonedDateTime', () => {
  it('writes the zone’s wall clock, in English and as Finnish writes a time', () => {
    expect(formatZonedDateTime(new Date('2027-03-31T20:59:00Z'), HELSINKI, 'en')).toBe('31.03.2027 23:59');
    expect(formatZonedDateTime('2027-03-31T20:59:00.000Z', HELSINKI, 'fi')).toBe('31.03.2027 klo 23.59');
    // Summer time, the turn of the year, and another zone.
    expect(formatZonedDateTime('2027-06-30T20:59:00Z', HELSINKI, 'en')).toBe('30.06.2027 23:59');
    expect(formatZonedDateTime('2021-12-31T22:00:00Z', HELSINKI, 'en')).toBe('01.01.2022 00:00');
    expect(formatZonedDateTime('2027-03-31T20:59:00Z', 'UTC', 'en')).toBe('31.03.2027 20:59');
  });
});
