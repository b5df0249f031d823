// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { centreOf, isValidCoordinatesInput, mapLink, normaliseCoordinates, parseCoordinates } from './coordinates';

describe('coordinates', () => {
  it('accepts empty input and decimal lat,lng pairs', () => {
    expect(isValidCoordinatesInput('')).toBe(true);
    expect(isValidCoordinatesInput('60.1699,24.9384')).toBe(true);
    expect(isValidCoordinatesInput(' -33.8 , 151.2 ')).toBe(true);
    expect(isValidCoordinatesInput('61,25')).toBe(true);
  });

  it('refuses other text and positions out of range', () => {
    expect(isValidCoordinatesInput('60.1;24.9')).toBe(false);
    expect(isValidCoordinatesInput('abc')).toBe(false);
    expect(isValidCoordinatesInput('91,10')).toBe(false);
    expect(isValidCoordinatesInput('10,181')).toBe(false);
    expect(isValidCoordinatesInput('60.1,')).toBe(false);
  });

  it('parses the pair or JSON and normalises for sending', () => {
    expect(parseCoordinates('60.5,24.25')).toEqual({ lat: 60.5, lng: 24.25 });
    expect(parseCoordinates('{"lat":60,"lng":25}')).toEqual({ lat: 60, lng: 25 });
    expect(parseCoordinates('nowhere')).toBeNull();
    expect(parseCoordinates(null)).toBeNull();
    expect(normaliseCoordinates(' 60.50 , 24.250 ')).toBe('60.5,24.25');
    expect(mapLink({ lat: 60, lng: 25 })).toContain('mlat=60&mlon=25');
  });
});

describe('centreOf', () => {
  const fallback = { lat: 60.1699, lng: 24.9384 };
  it('reads the decimal pair and JSON', () => {
    expect(centreOf('61.5,23.75', fallback)).toEqual({ lat: 61.5, lng: 23.75 });
    expect(centreOf('{"lat":61.5,"lng":23.75}', fallback)).toEqual({ lat: 61.5, lng: 23.75 });
  });
  it('falls back to the configured centre for anything else', () => {
    for (const value of [null, undefined, '', '  ', 'Tampere', '61.5;23.75', '91,10', '{"lat":"61"}', '[61,23]']) {
      expect(centreOf(value, fallback)).toEqual(fallback);
    }
  });
});
