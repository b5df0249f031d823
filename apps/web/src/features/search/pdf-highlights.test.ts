import { describe, expect, it } from 'vitest';
import { highlightRects } from './pdf-highlights';

// A page 100 units high shown at scale 2: y turns downwards.
const toViewport = ([x1, y1, x2, y2]: [number, number, number, number]) => [
  x1 * 2,
  (100 - y1) * 2,
  x2 * 2,
  (100 - y2) * 2,
];

describe('highlightRects', () => {
  it('places each occurrence of a word by its share of the run, in any case', () => {
    const run = { str: 'Putket ja putket', transform: [10, 0, 0, 10, 0, 50], width: 160, height: 10 };
    const rects = highlightRects([run], ['putket'], toViewport);
    expect(rects.map((r) => r.word)).toEqual(['Putket', 'putket']);
    expect(rects[0]).toMatchObject({ left: 0, width: 120 });
    expect(rects[1].left).toBe(200);
    expect(rects[0].top).toBe(80);
    expect(rects[0].height).toBe(24);
  });

  it('ignores empty runs and words', () => {
    expect(
      highlightRects([{ str: '', transform: [1, 0, 0, 1, 0, 0], width: 0, height: 0 }], ['x', ''], toViewport),
    ).toEqual([]);
  });
});
