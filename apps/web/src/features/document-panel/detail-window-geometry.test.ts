// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clampWindow, DEFAULT_WINDOW, readWindowRect, writeWindowRect } from './detail-window-geometry';

afterEach(() => localStorage.clear());

describe('detail window geometry', () => {
  const viewport = { width: 1000, height: 800 };

  it('starts at 10,10 with 380×780 and keeps it within 95% of the viewport', () => {
    expect(DEFAULT_WINDOW).toEqual({ x: 10, y: 10, width: 380, height: 780 });
    expect(clampWindow(DEFAULT_WINDOW, viewport)).toEqual({ x: 10, y: 10, width: 380, height: 760 });
  });

  it('never goes below 110×120 nor beyond 95% of the viewport', () => {
    expect(clampWindow({ x: 0, y: 0, width: 20, height: 20 }, viewport)).toMatchObject({ width: 110, height: 120 });
    expect(clampWindow({ x: 0, y: 0, width: 5000, height: 5000 }, viewport)).toMatchObject({ width: 950, height: 760 });
    expect(clampWindow({ x: -50, y: 5000, width: 300, height: 300 }, viewport)).toMatchObject({ x: 0, y: 760 });
  });

  it('is remembered per parent', () => {
    writeWindowRect('project', { x: 40, y: 50, width: 500, height: 600 });
    expect(readWindowRect('project')).toEqual({ x: 40, y: 50, width: 500, height: 600 });
    expect(readWindowRect('summary-view')).toEqual(DEFAULT_WINDOW);
    localStorage.setItem('documents.detailWindow.project', '{"x":"no"}');
    expect(readWindowRect('project')).toEqual(DEFAULT_WINDOW);
  });
});
