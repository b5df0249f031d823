import sharp, { type Metadata } from 'sharp';
import { ImageTooLargeError, UnsupportedImageError } from './image-errors';
import { assertImageContent, type ImageInput } from './image-input';

/** Photos: 40 MP takes any phone or camera of today; a decompression bomb is far beyond it. */
export const DEFAULT_MAX_MEGAPIXELS = 40;

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'heif';

export interface ImageHeader {
  /** As shown, after the EXIF orientation. */
  width: number;
  height: number;
  format: ImageFormat;
}

const FORMATS: readonly string[] = ['jpeg', 'png', 'gif', 'heif'] satisfies ImageFormat[];
const isFormat = (format: string | undefined): format is ImageFormat => !!format && FORMATS.includes(format);

/**
 * Size and format from the image's header alone: no pixel is decoded, so a 50,000 × 50,000 PNG
 * answers as fast as a small one. Anything but jpg, png, gif and HEIC/HEIF is refused by its magic
 * bytes before sharp sees it.
 */
export async function readImageHeader(input: ImageInput): Promise<ImageHeader> {
  await assertImageContent(input);
  let metadata: Metadata;
  try {
    // sharp's own pixel guard would refuse to read a big header; the limit is ours, checked next.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedImageError('unreadable image header');
  }
  const { format, width, height } = metadata;
  if (!isFormat(format) || !width || !height) throw new UnsupportedImageError();
  if (format === 'heif' && metadata.compression !== 'hevc') throw new UnsupportedImageError('HEIF not in HEVC');
  const shown = metadata.autoOrient ?? { width, height };
  return { width: shown.width, height: shown.height, format };
}

/** Refuses an image over `maxMegapixels` million pixels; call it before anything decodes the image. */
export function assertPixelLimit(
  header: Pick<ImageHeader, 'width' | 'height'>,
  maxMegapixels = DEFAULT_MAX_MEGAPIXELS,
) {
  if (header.width * header.height > maxPixels(maxMegapixels)) {
    throw new ImageTooLargeError(header.width, header.height, maxMegapixels);
  }
}

export function maxPixels(maxMegapixels: number): number {
  return Math.floor(maxMegapixels * 1_000_000);
}
