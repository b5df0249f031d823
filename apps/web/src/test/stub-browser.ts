import { stubMatchMedia } from './stub-match-media';

/**
 * What Mantine and the scroll containers need that jsdom lacks: media queries (none match) and
 * ResizeObserver (never reports).
 */
export function stubBrowser(): void {
  stubMatchMedia();
  // Mantine's autosizing textarea listens for web fonts loading.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
    });
  }
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/**
 * jsdom has no layout: every element measures 1000 × 600, as a virtualised list needs to render
 * rows, and blob URLs (thumbnails) can be made. `unstubLayout` takes the sizes back.
 */
export function stubLayout(): void {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
  URL.createObjectURL ??= () => 'blob:thumb';
  URL.revokeObjectURL ??= () => {};
}

export function unstubLayout(): void {
  Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
}
