import { describe, expect, it } from 'vitest';
import { apartmentNumber, id, idOrZero, int, isApartmentNumber, MAX_ID, price } from './primitives';

/** Issue 16, "Ids are parsed loosely": an id is an integer 1…2³¹−1 written in decimal, nothing else. */
describe('id()', () => {
  it.each([
    [5, 5],
    ['5', 5],
    [MAX_ID, MAX_ID],
    [String(MAX_ID), MAX_ID],
  ])('takes %j', (input, expected) => {
    expect(id().parse(input)).toBe(expected);
  });

  it.each([
    '0x1',
    '+5',
    '5.0',
    '1e1',
    '0b101',
    '0o7',
    ' 5',
    '5 ',
    '05',
    '',
    '-5',
    '0',
    String(MAX_ID + 1),
    '99999999999999999999',
    'Infinity',
    'NaN',
    true,
    false,
    null,
    [5],
    ['5'],
    { id: 5 },
    0,
    -1,
    5.5,
    MAX_ID + 1,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])('refuses %j', (input) => {
    expect(id().safeParse(input).success).toBe(false);
  });
});

describe('idOrZero() and int()', () => {
  it('idOrZero takes 0 as a number and as text, and nothing loose', () => {
    expect(idOrZero().parse(0)).toBe(0);
    expect(idOrZero().parse('0')).toBe(0);
    for (const loose of ['-0', '+0', '0x0', '00', '0.0', false, null]) {
      expect(idOrZero().safeParse(loose).success, String(loose)).toBe(false);
    }
  });

  it('int takes negative decimal text and refuses the loose forms', () => {
    expect(int().parse('-12')).toBe(-12);
    expect(int(1, 100).parse('100')).toBe(100);
    for (const loose of ['+1', '1e2', '0x10', ' 1', '', true, [1]]) {
      expect(int().safeParse(loose).success, String(loose)).toBe(false);
    }
  });
});

/** Prices: 0…1,000,000 with at most 2 decimals, as a number or as form text (DECISIONS.md limits). */
describe('price()', () => {
  it.each([
    [0, 0],
    [12.5, 12.5],
    [0.07, 0.07],
    [999_999.99, 999_999.99],
    [1_000_000, 1_000_000],
    ['12.50', 12.5],
    ['12,5', 12.5],
    ['0', 0],
    ['1000000', 1_000_000],
  ])('takes %j', (input, expected) => {
    expect(price().parse(input)).toBe(expected);
  });

  it.each([
    -1,
    1_000_000.01,
    12.345,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    '',
    ' 12',
    '12.345',
    '-1',
    '1e3',
    '012',
    '1000000.01',
    '12.',
    'abc',
    null,
    true,
    [1],
  ])('refuses %j', (input) => {
    expect(price().safeParse(input).success).toBe(false);
  });
});

describe('apartmentNumber()', () => {
  const schema = apartmentNumber();

  it('takes empty, null and whole numbers ≥ 0 without leading zeros or sign', () => {
    expect(schema.parse('')).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse('0')).toBe('0');
    expect(schema.parse('12')).toBe('12');
    expect(schema.parse('1000')).toBe('1000');
  });

  it.each(['00', '01', '+1', '-1', '1.0', ' 1', '1 ', '1e1', '0x1', 'A1', '١', '12345678901234567'])(
    'refuses %j',
    (value) => {
      expect(isApartmentNumber(value)).toBe(false);
      expect(schema.safeParse(value).success).toBe(false);
    },
  );

  it('refuses what is not text', () => {
    for (const value of [1, true, [], {}, undefined]) expect(schema.safeParse(value).success).toBe(false);
  });
});
