import { describe, expect, it } from 'vitest';
import { thumbSizeFor } from './thumb-size';

describe('thumbSizeFor', () => {
  it('takes the smallest thumbnail that is not enlarged at the screen’s pixel ratio', () => {
    expect(thumbSizeFor(176, 1)).toBe('small');
    expect(thumbSizeFor(176, 2)).toBe('medium');
    // A phone's tile: 170 CSS px at ratio 3 needs 510 device pixels.
    expect(thumbSizeFor(170, 3)).toBe('medium');
    expect(thumbSizeFor(358, 3)).toBe('large');
    expect(thumbSizeFor(2000, 3)).toBe('large');
  });

  it('reads a missing or odd ratio as 1', () => {
    expect(thumbSizeFor(200, 0)).toBe('small');
    expect(thumbSizeFor(200, Number.NaN)).toBe('small');
  });
});
