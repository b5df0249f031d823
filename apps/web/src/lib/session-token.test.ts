import { describe, expect, it } from 'vitest';
import { sessionEventApplies, tokenIdOf } from './session-token';

describe('tokenIdOf', () => {
  it('reads the numeric id before the bar', () => {
    expect(tokenIdOf('42|s3cr3t')).toBe(42);
    expect(tokenIdOf('7|a|b')).toBe(7);
  });

  it('answers null for tokens without a numeric id', () => {
    expect(tokenIdOf(null)).toBeNull();
    expect(tokenIdOf('')).toBeNull();
    expect(tokenIdOf('secret-only')).toBeNull();
    expect(tokenIdOf('x1|secret')).toBeNull();
    expect(tokenIdOf('|secret')).toBeNull();
  });
});

describe('sessionEventApplies', () => {
  it('matches an event naming this token id', () => {
    expect(sessionEventApplies({ token: 42, expires_at: '2030-01-01T00:00:00Z' }, '42|abc')).toBe(true);
    expect(sessionEventApplies({ token: 42 }, '42|abc')).toBe(true);
  });

  it('ignores events about another token of the same user', () => {
    expect(sessionEventApplies({ token: 41 }, '42|abc')).toBe(false);
    expect(sessionEventApplies({ token: 4 }, '42|abc')).toBe(false);
  });

  it('ignores malformed events and missing tokens', () => {
    expect(sessionEventApplies({}, '42|abc')).toBe(false);
    expect(sessionEventApplies(null, '42|abc')).toBe(false);
    expect(sessionEventApplies({ token: 'abc' }, '42|abc')).toBe(false);
    expect(sessionEventApplies({ token: 42 }, null)).toBe(false);
  });
});
