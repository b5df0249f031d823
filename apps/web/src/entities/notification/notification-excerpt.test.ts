import { describe, expect, it } from 'vitest';
import { excerpt } from './notification-excerpt';

describe('excerpt', () => {
  it('keeps a short text whole and cuts a long one with an ellipsis', () => {
    expect(excerpt('Short', 50)).toBe('Short');
    expect(excerpt('a'.repeat(51), 50)).toBe(`${'a'.repeat(50)}…`);
    expect(excerpt('a'.repeat(50), 50)).toBe('a'.repeat(50));
  });

  it('counts characters as people see them and drops a trailing space', () => {
    expect(excerpt('😀😀😀', 2)).toBe('😀😀…');
    expect(excerpt('word another', 5)).toBe('word…');
  });
});
