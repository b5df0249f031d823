import sharp, { type ResizeOptions, type Sharp } from 'sharp';
import { decodeHeic } from './heic';
import { assertPixelLimit, DEFAULT_MAX_MEGAPIXELS, type ImageFormat, maxPixels, readImageHeader } from './image-header';
import type { ImageInput } from './image-input';

/** Long side in pixels of each thumbnail (DECISIONS.md "Documents"). */
export const THUMBNAIL_SIZES = { small: 256, medium: 800, large: 1600 } as const;
export type ThumbnailSize = keyof typeof THUMBNAIL_SIZES;

export type ThumbnailFormat = 'jpeg' | 'webp';

export interface Thumbnail {
  data: Buffer;
  width: number;
  height: number;
  mime: 'image/jpeg' | 'image/webp';
}

export interface ThumbnailOptions {
  /** JPEG (default: quickest to make) or WebP (smaller, keeps transparency). */
  format?: ThumbnailFormat;
  quality?: number;
  maxMegapixels?: number;
}

/**
 * Every thumbnail size from ONE decode of the image: it is decoded once, upright (EXIF orientation
 * applied) and already reduced to the largest size (a JPEG shrinks while it decodes), and each
 * size is cut from those pixels. Outputs carry no metadata (no EXIF,
 * no GPS). The pixel limit is checked from the header before anything decodes.
 */
export async function makeThumbnails(
  input: ImageInput,
  options: ThumbnailOptions = {},
): Promise<Record<ThumbnailSize, Thumbnail>> {
  const { format = 'jpeg', quality = 80, maxMegapixels = DEFAULT_MAX_MEGAPIXELS } = options;
  const header = await readImageHeader(input);
  assertPixelLimit(header, maxMegapixels);

  const decoded = await (await openImage(input, header.format, maxMegapixels))
    .autoOrient()
    .resize(fitWithin(THUMBNAIL_SIZES.large))
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = decoded.info;
  // A pipeline per size over the same decoded pixels. Not clone(): sharp's clone copies its input
  // (structuredClone), 5.8 MB of pixels per size at 1600 × 1200.
  const pixels = () => sharp(decoded.data, { raw: { width, height, channels } });

  const encode = async (longSide: number): Promise<Thumbnail> => {
    const resized = pixels().resize(fitWithin(longSide));
    const encoder =
      format === 'webp'
        ? resized.webp({ quality })
        : resized.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: false });
    const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, mime: format === 'webp' ? 'image/webp' : 'image/jpeg' };
  };
  const [small, medium, large] = await Promise.all([
    encode(THUMBNAIL_SIZES.small),
    encode(THUMBNAIL_SIZES.medium),
    encode(THUMBNAIL_SIZES.large),
  ]);
  return { small, medium, large };
}

/**
 * A sharp pipeline on the image's pixels; HEIC is decoded by heic-decode first. sharp's own pixel
 * limit is the second guard behind the header check.
 */
export async function openImage(input: ImageInput, format: ImageFormat, maxMegapixels: number): Promise<Sharp> {
  const limitInputPixels = maxPixels(maxMegapixels);
  if (format !== 'heif') return sharp(input, { limitInputPixels });
  const { data, width, height, channels } = await decodeHeic(input, maxMegapixels);
  return sharp(data, { raw: { width, height, channels }, limitInputPixels });
}

function fitWithin(longSide: number): ResizeOptions {
  return { width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true };
}
