import { describe, expect, it } from 'vitest';
import { bestSentences, distinctWords, splitSentences } from './search-sentences';

describe('splitSentences', () => {
  it('splits after sentence ends and at line breaks, collapsing white space', () => {
    expect(splitSentences('Putket vuotavat.  Korjaus tehty! Onko   valmis?\nOtsikko\n\nViimeinen')).toEqual([
      'Putket vuotavat.',
      'Korjaus tehty!',
      'Onko valmis?',
      'Otsikko',
      'Viimeinen',
    ]);
  });

  it('keeps decimals and abbreviations without a following space together, and cuts long sentences', () => {
    expect(splitSentences('Paine 2.5 bar')).toEqual(['Paine 2.5 bar']);
    const long = splitSentences(`${'sana '.repeat(200)}loppu`)[0];
    expect(long.length).toBeLessThanOrEqual(301);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('distinctWords', () => {
  it('finds words with Finnish letters once each', () => {
    expect(distinctWords('Pääputki, pääputki ja Pääputki 12.')).toEqual(['Pääputki', 'pääputki', 'ja', '12']);
  });
});

describe('bestSentences', () => {
  it('orders by similarity, then rank, then position, and drops sentences without the query', () => {
    const s = (sentence: string, similarity: number, rank: number, position: number) => ({
      sentence,
      similarity,
      rank,
      position,
    });
    const picked = bestSentences([s('a', 0.5, 0.1, 0), s('b', 1, 0.05, 1), s('c', 0, 0, 2), s('d', 0.5, 0.2, 3)], 3);
    expect(picked.map((p) => p.sentence)).toEqual(['b', 'd', 'a']);
    expect(bestSentences([s('x', 0, 0.1, 0), s('y', 0, 0.3, 1)], 1).map((p) => p.sentence)).toEqual(['y']);
  });
});
