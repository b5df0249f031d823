import { THUMB_SIZES, type ThumbSize } from '@portal/contracts';

/**
 * The smallest thumbnail (256, 800, 1600 px on the long side) that fills a box of `cssPixels` on a
 * screen of this pixel ratio without being enlarged: a 170 px tile on a phone at ratio 3 needs 510
 * device pixels, so the 800 px one, where the 256 px one would be blurred.
 */
export function thumbSizeFor(cssPixels: number, pixelRatio: number): ThumbSize {
  const needed = cssPixels * (Number.isFinite(pixelRatio) && pixelRatio > 0 ? pixelRatio : 1);
  const sizes = (Object.keys(THUMB_SIZES) as ThumbSize[]).sort((a, b) => THUMB_SIZES[a] - THUMB_SIZES[b]);
  return sizes.find((size) => THUMB_SIZES[size] >= needed) ?? sizes[sizes.length - 1];
}
