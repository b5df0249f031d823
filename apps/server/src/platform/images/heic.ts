import { readFile } from 'node:fs/promises';
import decode from 'heic-decode';
import { ImageTooLargeError, UnsupportedImageError } from './image-errors';
import { maxPixels } from './image-header';
import type { ImageInput } from './image-input';

export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 4;
}

/**
 * HEIC pixels as RGBA (sharp's prebuilt libvips has no HEVC decoder). libheif applies the image's
 * own rotation and mirroring while decoding, so the result is already upright. The size is
 * checked from the container before decoding, a second guard beside readImageHeader's.
 */
export async function decodeHeic(input: ImageInput, maxMegapixels: number): Promise<RawImage> {
  const buffer = Buffer.isBuffer(input) ? input : await readFile(input);
  const images = await decode.all({ buffer }).catch(() => {
    throw new UnsupportedImageError('unreadable HEIC');
  });
  try {
    const primary = images[0];
    if (primary.width * primary.height > maxPixels(maxMegapixels)) {
      throw new ImageTooLargeError(primary.width, primary.height, maxMegapixels);
    }
    const { data, width, height } = await primary.decode();
    return { data: Buffer.from(data.buffer, data.byteOffset, data.byteLength), width, height, channels: 4 };
  } finally {
    images.dispose();
  }
}
