import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegWithExif } from '../../test/images';
import { readExif } from './exif';

describe('readExif', () => {
  it('reads GPS as decimal degrees, its accuracy, the capture time and the orientation', async () => {
    const photo = await jpegWithExif(320, 240, {
      orientation: 6,
      latitude: ['N', '61/1 29/1 3000/100'],
      longitude: ['E', '23/1 45/1 3600/100'],
      accuracy: '25/10',
      takenAt: '2024:06:15 09:30:05',
      offset: '+03:00',
    });
    const facts = await readExif(photo);
    expect(facts).toEqual({
      latitude: expect.closeTo(61.491667, 5),
      longitude: expect.closeTo(23.76, 5),
      accuracy: 2.5,
      capturedAt: '2024-06-15T09:30:05',
      capturedOffset: '+03:00',
      orientation: 6,
    });
  });

  it('makes the southern and western hemispheres negative', async () => {
    const photo = await jpegWithExif(64, 64, {
      latitude: ['S', '33/1 52/1 0/1'],
      longitude: ['W', '70/1 30/1 0/1'],
    });
    const facts = await readExif(photo);
    expect(facts.latitude).toBeCloseTo(-33.866667, 5);
    expect(facts.longitude).toBeCloseTo(-70.5, 5);
    expect(facts.accuracy).toBeUndefined();
  });

  it('reads a HEIC photo', async () => {
    const heic = await readFile(path.join(import.meta.dirname, 'fixtures/photo.heic'));
    expect(await readExif(heic)).toMatchObject({
      latitude: expect.closeTo(61.491667, 5),
      longitude: expect.closeTo(23.76, 5),
      accuracy: 8,
      capturedAt: '2024-06-15T09:30:00',
      capturedOffset: '+03:00',
    });
  });

  it('leaves out what is missing or implausible, never throwing', async () => {
    const bare = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    expect(await readExif(bare)).toEqual({});
    const unset = await jpegWithExif(64, 64, {
      takenAt: '0000:00:00 00:00:00',
      latitude: ['N', '0/1 0/1 0/1'],
      longitude: ['E', '0/1 0/1 0/1'],
    });
    // sharp writes orientation 1 into every EXIF block it makes; only that is left.
    expect(await readExif(unset)).toEqual({ orientation: 1 });
    const impossible = await jpegWithExif(64, 64, {
      takenAt: '2024:02:30 25:00:00',
      latitude: ['N', '95/1 0/1 0/1'],
      longitude: ['E', '20/1 0/1 0/1'],
    });
    expect(await readExif(impossible)).toEqual({ orientation: 1 });
    expect(await readExif(Buffer.from('not an image at all'))).toEqual({});
    expect(await readExif(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({});
  });
});
