// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clampWindow, defaultWindowRect, readWindowRect, writeWindowRect } from './detail-window-geometry';

afterEach(() => localStorage.clear());

describe('detail window geometry', () => {
  const viewport = { width: 1000, height: 800 };

  it('never goes below 110×120 nor beyond 95% of the width, and stays whole on screen', () => {
    expect(clampWindow({ x: 0, y: 0, width: 20, height: 20 }, viewport)).toMatchObject({ width: 110, height: 120 });
    expect(clampWindow({ x: 0, y: 0, width: 5000, height: 5000 }, viewport)).toMatchObject({ width: 950, height: 800 });
    // Reaching below the viewport: moved up, its size kept.
    expect(clampWindow({ x: -50, y: 300, width: 300, height: 700 }, viewport)).toEqual({
      x: 0,
      y: 100,
      width: 300,
      height: 700,
    });
    expect(clampWindow({ x: 0, y: 5000, width: 300, height: 300 }, viewport)).toEqual({
      x: 0,
      y: 500,
      width: 300,
      height: 300,
    });
  });

  it('opens below the top bar and right of the navigation and the selection, at 1440×900', () => {
    const desk = { width: 1440, height: 900 };
    const rect = defaultWindowRect(desk, { top: 60, selectionRight: 700 });
    expect(rect).toEqual({ x: 1440 - 340 - 12, y: 72, width: 340, height: 900 - 72 - 12 });
  });

  it("takes the room left of a map beside the list when it does not cover the list's selection", () => {
    const desk = { width: 1440, height: 900 };
    expect(defaultWindowRect(desk, { top: 60, selectionRight: 600, mapLeft: 1100 })).toMatchObject({
      x: 1100 - 12 - 340,
    });
    // No room between the selection and the map: the right edge, over the map.
    expect(defaultWindowRect(desk, { top: 60, selectionRight: 900, mapLeft: 1100 })).toMatchObject({
      x: 1440 - 340 - 12,
    });
  });

  it('is remembered per parent once the user has placed it', () => {
    expect(readWindowRect('project')).toBeNull();
    writeWindowRect('project', { x: 40, y: 50, width: 500, height: 600 });
    expect(readWindowRect('project')).toEqual({ x: 40, y: 50, width: 500, height: 600 });
    expect(readWindowRect('summary-view')).toBeNull();
    localStorage.setItem('documents.detailWindow.project', '{"x":"no"}');
    expect(readWindowRect('project')).toBeNull();
  });
});
