import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** Distinct pictures made per size; the files beyond are copies made unique by a comment segment. */
const DISTINCT = 6;

/**
 * A photo-like picture: coarse coloured noise blown up (smooth areas and edges, as a photo has)
 * with fine grain on top, so the JPEG is about as big as a camera's (≈ 4 MB at 12 MP), with EXIF
 * GPS so processing reads a position.
 */
async function photoLike(width: number, height: number, seed: number): Promise<Buffer> {
  const coarse = await sharp({
    create: {
      width: Math.round(width / 8),
      height: Math.round(height / 8),
      channels: 3,
      background: { r: 60 + seed * 20, g: 110, b: 90 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 12 } },
  })
    .raw()
    .toBuffer();
  return sharp(coarse)
    .resize(width, height, { kernel: 'cubic' })
    .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .withExif({
      IFD0: { Make: 'Bench', Model: 'Synthetic' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: `60/1 ${10 + seed}/1 0/1`,
        GPSLongitudeRef: 'E',
        GPSLongitude: `24/1 ${56 + seed}/1 0/1`,
      },
    })
    .toBuffer();
}

/** The same JPEG with a comment segment after its first (EXIF) segment: other bytes, same picture. */
function withComment(jpeg: Buffer, text: string): Buffer {
  const firstSegmentEnd = 4 + jpeg.readUInt16BE(4); // SOI, then APP1's marker and length
  const body = Buffer.from(text, 'latin1');
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, firstSegmentEnd), segment, body, jpeg.subarray(firstSegmentEnd)]);
}

/**
 * `count` distinct JPEG files of `width` × `height` pixels in a temporary folder, made once and
 * kept for later runs (making them is slower than the benchmark itself on a small machine).
 */
export async function testJpegs(count: number, width: number, height: number): Promise<string[]> {
  const dir = path.join(os.tmpdir(), `portal-bench-jpegs-${width}x${height}`);
  await mkdir(dir, { recursive: true });
  const files = Array.from({ length: count }, (_, i) => path.join(dir, `photo-${i + 1}.jpg`));
  const missing = files.filter((f) => !existsSync(f));
  if (!missing.length) return files;
  const bases: Buffer[] = [];
  for (let i = 0; i < Math.min(DISTINCT, count); i++) {
    const base = path.join(dir, `base-${i}.jpg`);
    if (!existsSync(base)) await writeFile(base, await photoLike(width, height, i));
    bases.push(await readFile(base));
  }
  for (const file of missing) {
    const n = Number(/photo-(\d+)/.exec(file)?.[1]);
    await writeFile(file, withComment(bases[n % bases.length], `bench photo ${n}`));
  }
  return files;
}
