import { open } from 'node:fs/promises';
import { sniffFileType } from './file-type';
import { UnsupportedImageError } from './image-errors';

/** An image in memory, or the path of a stored one. */
export type ImageInput = Buffer | string;

const SNIFF_IMAGE_BYTES = 4100; // what file-type needs for image formats

/**
 * Refuses anything but jpg, png, gif and HEIC/HEIF by its magic bytes, before sharp or exifr sees
 * it: sharp would happily parse SVG or PDF.
 */
export async function assertImageContent(input: ImageInput): Promise<void> {
  const sniffed = await sniffFileType(await readFirstBytes(input, SNIFF_IMAGE_BYTES));
  if (sniffed?.kind !== 'image') throw new UnsupportedImageError();
}

async function readFirstBytes(input: ImageInput, length: number): Promise<Buffer> {
  if (Buffer.isBuffer(input)) return input.subarray(0, length);
  const handle = await open(input, 'r');
  try {
    const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(length), position: 0 });
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
