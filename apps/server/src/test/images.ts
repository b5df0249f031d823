import zlib from 'node:zlib';
import sharp from 'sharp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG whose header claims `width` × `height` pixels (a decompression bomb's shape): a valid IHDR
 * (8-bit RGB, with its CRC), a scrap of image data and the end. Made in a millisecond, so tests of
 * the pixel limit need no real 400-megapixel file; decoding it would need width × height × 3 bytes.
 */
export function pngWithHeaderSize(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type RGB
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const RED = { r: 230, g: 20, b: 20 };
export const BLUE = { r: 20, g: 40, b: 200 };

/** A blue picture with a red square in its (stored) top-left corner, so turning it shows. */
export async function markedPicture(width: number, height: number, square: number) {
  const redSquare = await sharp({ create: { width: square, height: square, channels: 3, background: RED } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: BLUE } }).composite([
    { input: redSquare, left: 0, top: 0 },
  ]);
}

export interface PhotoExif {
  orientation?: number;
  /** Degrees-minutes-seconds as EXIF rationals, e.g. `61/1 29/1 3000/100`. */
  latitude?: [ref: 'N' | 'S', dms: string];
  longitude?: [ref: 'E' | 'W', dms: string];
  accuracy?: string;
  takenAt?: string;
  offset?: string;
}

/** A JPEG as a phone writes it: EXIF with orientation, GPS (IFD3; sharp ignores a `GPSIFD` key) and capture time. */
export async function jpegWithExif(width: number, height: number, exif: PhotoExif): Promise<Buffer> {
  const gps: Record<string, string> = {};
  if (exif.latitude) [gps.GPSLatitudeRef, gps.GPSLatitude] = exif.latitude;
  if (exif.longitude) [gps.GPSLongitudeRef, gps.GPSLongitude] = exif.longitude;
  if (exif.accuracy) gps.GPSHPositioningError = exif.accuracy;
  const photo: Record<string, string> = {};
  if (exif.takenAt) photo.DateTimeOriginal = exif.takenAt;
  if (exif.offset) photo.OffsetTimeOriginal = exif.offset;
  const picture = (await markedPicture(width, height, Math.round(Math.min(width, height) / 8)))
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'Portal test camera' }, IFD2: photo, IFD3: gps });
  return (exif.orientation ? picture.withMetadata({ orientation: exif.orientation }) : picture).toBuffer();
}

/** A ZIP of uncompressed entries, laid out as office files are (enough for content sniffing). */
export function storedZip(entries: [name: string, content: string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(content, 'utf8');
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6); // version needed
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** An Office Open XML package of the given main part (`wordprocessingml.document`, …). */
export function openXml(main: string, folder: string): Buffer {
  const types = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${folder}/main.xml" ContentType="application/vnd.openxmlformats-officedocument.${main}.main+xml"/></Types>`;
  return storedZip([
    ['[Content_Types].xml', types],
    [`${folder}/main.xml`, '<x/>'],
  ]);
}

/** An OpenDocument package: its first entry, `mimetype`, names the type. */
export function openDocument(mime: string): Buffer {
  return storedZip([
    ['mimetype', mime],
    ['content.xml', '<office:document-content/>'],
  ]);
}

/** The header of a Compound File (old .doc/.xls, but also .msi and .msg). */
export function compoundFile(): Buffer {
  return Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
}
