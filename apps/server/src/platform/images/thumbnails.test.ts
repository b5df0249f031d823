import { readFile } from 'node:fs/promises';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { BLUE, jpegWithExif, RED } from '../../test/images';
import { UnsupportedImageError } from './image-errors';
import { makeThumbnails, THUMBNAIL_SIZES, type Thumbnail } from './thumbnails';

/** The colour at (x, y) of an encoded image, roughly: red, blue or something else. */
async function colourAt(image: Buffer, x: number, y: number): Promise<'red' | 'blue' | 'other'> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  const near = (c: { r: number; g: number; b: number }) =>
    Math.abs(data[i] - c.r) < 40 && Math.abs(data[i + 1] - c.g) < 40 && Math.abs(data[i + 2] - c.b) < 40;
  return near(RED) ? 'red' : near(BLUE) ? 'blue' : 'other';
}

async function expectNoMetadata(thumbnail: Thumbnail) {
  const metadata = await sharp(thumbnail.data).metadata();
  expect(metadata.exif).toBeUndefined();
  expect(metadata.orientation).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  // No EXIF block under either spelling (JPEG APP1 `Exif`, WebP chunk `EXIF`).
  expect(thumbnail.data.includes('Exif')).toBe(false);
  expect(thumbnail.data.includes('EXIF')).toBe(false);
  if (thumbnail.mime === 'image/jpeg') expect(await exifr.parse(thumbnail.data, { gps: true })).toBeUndefined();
}

describe('makeThumbnails from a 12 MP phone photo', () => {
  let photo: Buffer;
  beforeAll(async () => {
    // 4000 × 3000 stored, EXIF orientation 6 (turn 90° clockwise to show), GPS and capture time.
    photo = await jpegWithExif(4000, 3000, {
      orientation: 6,
      latitude: ['N', '61/1 29/1 3000/100'],
      longitude: ['E', '23/1 45/1 3600/100'],
      accuracy: '5/1',
      takenAt: '2024:06:15 09:30:00',
    });
    const exif = await exifr.parse(photo, { gps: true });
    expect(exif).toMatchObject({ latitude: expect.any(Number), Orientation: 'Rotate 90 CW' });
  });

  it('makes the three sizes on the long side, turned upright', async () => {
    const thumbnails = await makeThumbnails(photo);
    // Shown upright the photo is 3000 wide and 4000 high.
    expect(thumbnails.small).toMatchObject({ width: 192, height: 256, mime: 'image/jpeg' });
    expect(thumbnails.medium).toMatchObject({ width: 600, height: 800 });
    expect(thumbnails.large).toMatchObject({ width: 1200, height: 1600 });
    expect(Math.max(thumbnails.small.width, thumbnails.small.height)).toBe(THUMBNAIL_SIZES.small);
    // The red square stored top-left shows top-right once turned.
    expect(await colourAt(thumbnails.small.data, 190, 2)).toBe('red');
    expect(await colourAt(thumbnails.small.data, 2, 2)).toBe('blue');
    expect(await colourAt(thumbnails.large.data, 1195, 5)).toBe('red');
    expect((await sharp(thumbnails.large.data).metadata()).format).toBe('jpeg');
  });

  it('strips every piece of metadata: no EXIF, no GPS, no orientation tag', async () => {
    const thumbnails = await makeThumbnails(photo);
    for (const thumbnail of Object.values(thumbnails)) await expectNoMetadata(thumbnail);
  });

  it('makes WebP when asked', async () => {
    const thumbnails = await makeThumbnails(photo, { format: 'webp' });
    expect(thumbnails.medium).toMatchObject({ width: 600, height: 800, mime: 'image/webp' });
    expect((await sharp(thumbnails.medium.data).metadata()).format).toBe('webp');
    await expectNoMetadata(thumbnails.medium);
  });
});

describe('makeThumbnails, other inputs', () => {
  it('never enlarges a small image', async () => {
    const small = await sharp({ create: { width: 120, height: 60, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    const thumbnails = await makeThumbnails(small);
    for (const thumbnail of Object.values(thumbnails)) expect(thumbnail).toMatchObject({ width: 120, height: 60 });
  });

  it('takes a GIF (its first frame)', async () => {
    const gif = await sharp({ create: { width: 900, height: 300, channels: 3, background: BLUE } })
      .gif()
      .toBuffer();
    const thumbnails = await makeThumbnails(gif);
    expect(thumbnails.small).toMatchObject({ width: 256, height: 85 });
  });

  it('converts a HEIC photo through heic-decode', async () => {
    // fixtures/photo.heic: 320 × 240, a red square top-left on blue, GPS in its EXIF; made with
    // `heif-enc -q 30` (libheif-examples) from a JPEG.
    const heic = await readFile(path.join(import.meta.dirname, 'fixtures/photo.heic'));
    const thumbnails = await makeThumbnails(heic);
    expect(thumbnails.small).toMatchObject({ width: 256, height: 192, mime: 'image/jpeg' });
    expect(thumbnails.large).toMatchObject({ width: 320, height: 240 });
    expect(await colourAt(thumbnails.small.data, 10, 10)).toBe('red');
    expect(await colourAt(thumbnails.small.data, 240, 180)).toBe('blue');
    await expectNoMetadata(thumbnails.small);
  });

  it('refuses SVG and other non-images', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000"></svg>');
    await expect(makeThumbnails(svg)).rejects.toBeInstanceOf(UnsupportedImageError);
  });
});
