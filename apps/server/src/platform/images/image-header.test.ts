import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { jpegWithExif, pngWithHeaderSize } from '../../test/images';
import { ImageTooLargeError, UnsupportedImageError } from './image-errors';
import { assertPixelLimit, readImageHeader } from './image-header';
import { makeThumbnails, openImage } from './thumbnails';

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describe('readImageHeader', () => {
  it('reads size and format, as shown after the EXIF orientation', async () => {
    const upright = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    expect(await readImageHeader(upright)).toEqual({ width: 40, height: 30, format: 'png' });
    const turned = await jpegWithExif(400, 300, { orientation: 6 });
    expect(await readImageHeader(turned)).toEqual({ width: 300, height: 400, format: 'jpeg' });
  });

  it('reads from a stored file, and from the first bytes of a photo alone', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'image-header-'));
    folders.push(folder);
    const photo = await jpegWithExif(4000, 3000, { latitude: ['N', '61/1 0/1 0/1'] });
    await writeFile(path.join(folder, 'photo.jpg'), photo);
    expect(await readImageHeader(path.join(folder, 'photo.jpg'))).toEqual({
      width: 4000,
      height: 3000,
      format: 'jpeg',
    });
    // An upload can be judged from its first 64 KB, before the rest has arrived.
    expect(await readImageHeader(photo.subarray(0, 64 * 1024))).toEqual({ width: 4000, height: 3000, format: 'jpeg' });
  });

  it('reads a 50,000 × 50,000 PNG header without decoding it', async () => {
    const bomb = pngWithHeaderSize(50_000, 50_000);
    expect(bomb.length).toBeLessThan(200);
    expect(await readImageHeader(bomb)).toEqual({ width: 50_000, height: 50_000, format: 'png' });
  });

  it('refuses what is not a jpg, png, gif or HEIC before sharp parses it', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    await expect(readImageHeader(svg)).rejects.toBeInstanceOf(UnsupportedImageError);
    await expect(readImageHeader(Buffer.from('<html><body>hi</body></html>'))).rejects.toBeInstanceOf(
      UnsupportedImageError,
    );
    await expect(readImageHeader(Buffer.from('%PDF-1.7\n'))).rejects.toBeInstanceOf(UnsupportedImageError);
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    await expect(readImageHeader(webp)).rejects.toBeInstanceOf(UnsupportedImageError);
  });
});

describe('pixel limit', () => {
  it('refuses more than the limit (40 MP unless told otherwise)', () => {
    expect(() => assertPixelLimit({ width: 50_000, height: 50_000 })).toThrow(ImageTooLargeError);
    expect(() => assertPixelLimit({ width: 20_000, height: 20_000 })).toThrow(/over the 40 megapixel limit/);
    expect(() => assertPixelLimit({ width: 8000, height: 5000 })).not.toThrow();
    expect(() => assertPixelLimit({ width: 8000, height: 5001 })).toThrow(ImageTooLargeError);
    expect(() => assertPixelLimit({ width: 6000, height: 4000 }, 20)).toThrow(ImageTooLargeError);
    expect(() => assertPixelLimit({ width: 6000, height: 4000 }, 24)).not.toThrow();
  });

  it('refuses a 50,000 × 50,000 PNG from its header, and sharp refuses it too if ever asked to decode', async () => {
    const bomb = pngWithHeaderSize(50_000, 50_000);
    await expect(makeThumbnails(bomb)).rejects.toBeInstanceOf(ImageTooLargeError);
    // The second guard: sharp's own limit, set to ours, stops a decode before it allocates anything.
    const pipeline = await openImage(bomb, 'png', 40);
    await expect(pipeline.resize(100).toBuffer()).rejects.toThrow(/pixel limit/);
  });
});
