// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { decodeViewState, encodeViewState, readId, readString } from './view-state';

describe('view state in the URL', () => {
  it('round-trips through an encoded segment', () => {
    const state = { tab: 'companies', filter: 'a/b ä?#', selectedProjectTypeId: 3 };
    const segment = encodeViewState(state);
    expect(segment).not.toMatch(/[/?#{}"]/);
    expect(decodeViewState(segment)).toEqual(state);
    // The router hands the segment over already decoded.
    expect(decodeViewState(decodeURIComponent(segment))).toEqual(state);
  });

  it('reads digits only as the active document id', () => {
    expect(decodeViewState('123')).toEqual({ activeImage: 123 });
  });

  it('turns anything unreadable into an empty state', () => {
    expect(decodeViewState(undefined)).toEqual({});
    expect(decodeViewState('%E0%A4%A')).toEqual({});
    expect(decodeViewState('[1,2]')).toEqual({});
    expect(decodeViewState('not json')).toEqual({});
  });

  it('reads typed fields with fallbacks', () => {
    const state = { tab: 'base', selectedProjectTypeId: '4', bad: -1 };
    expect(readString(state, 'tab', 'x')).toBe('base');
    expect(readString(state, 'missing', 'x')).toBe('x');
    expect(readId(state, 'selectedProjectTypeId')).toBe(4);
    expect(readId(state, 'bad')).toBeNull();
  });
});
