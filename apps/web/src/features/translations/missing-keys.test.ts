import { describe, expect, it } from 'vitest';
import { missingTexts } from './missing-keys';

describe('missingTexts', () => {
  it('lists English keys that the other language lacks or leaves blank, nested keys dotted', () => {
    const en = { a: 'A', b: { c: 'C', d: 'D', e: 'E' } };
    const fi = { a: 'Ä', b: { c: '  ', e: 'E' }, extra: 'only in Finnish' };
    expect(missingTexts(en, fi)).toEqual([
      { key: 'b.c', source: 'C' },
      { key: 'b.d', source: 'D' },
    ]);
  });

  it('finds nothing missing when the languages match', () => {
    expect(missingTexts({ a: { b: 'x' } }, { a: { b: 'y' } })).toEqual([]);
  });
});
