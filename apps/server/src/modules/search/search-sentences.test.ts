import { describe, expect, it } from 'vitest';
import { distinctWords } from './search-sentences';

describe('distinctWords', () => {
  it('finds words with Finnish letters once each', () => {
    expect(distinctWords('Pääputki, pääputki ja Pääputki 12.')).toEqual(['Pääputki', 'pääputki', 'ja', '12']);
  });
});
