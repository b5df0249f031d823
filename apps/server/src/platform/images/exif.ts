import exifr from 'exifr';
import sharp from 'sharp';
import { assertImageContent, type ImageInput } from './image-input';

export interface ExifFacts {
  /** Decimal degrees, north and east positive. */
  latitude?: number;
  longitude?: number;
  /** Horizontal position error in metres (GPSHPositioningError). */
  accuracy?: number;
  /**
   * When the photo was taken, as the camera's clock showed it (`YYYY-MM-DDTHH:mm:ss`, no zone:
   * EXIF stores a wall-clock time), and the camera's UTC offset when it recorded one (`+03:00`).
   */
  capturedAt?: string;
  capturedOffset?: string;
  /** EXIF orientation 1–8. */
  orientation?: number;
}

const TAGS = [
  'GPSLatitude',
  'GPSLatitudeRef',
  'GPSLongitude',
  'GPSLongitudeRef',
  'GPSHPositioningError',
  'DateTimeOriginal',
  'OffsetTimeOriginal',
  'Orientation',
];

/**
 * The facts a document takes from a photo's EXIF (JPEG, PNG, HEIC): GPS position and accuracy,
 * capture time, orientation. EXIF is best effort: missing, damaged or implausible values are
 * simply left out, never an error.
 */
export async function readExif(input: ImageInput): Promise<ExifFacts> {
  let tags: Record<string, unknown> | undefined;
  try {
    await assertImageContent(input);
    // sharp finds the EXIF block in every format from the header alone (exifr misses it in HEIC
    // files whose item location uses a base offset, as libheif writes them); exifr reads the tags.
    const { exif } = await sharp(input, { limitInputPixels: false }).metadata();
    if (!exif) return {};
    const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
    // Raw values: dates as written (no guessing of a time zone), orientation as its number.
    tags = await exifr.parse(tiff, { pick: TAGS, reviveValues: false, translateValues: false });
  } catch {
    return {};
  }
  if (!tags) return {};
  const facts: ExifFacts = {};
  const latitude = degrees(tags.GPSLatitude, tags.GPSLatitudeRef, 'S', 90);
  const longitude = degrees(tags.GPSLongitude, tags.GPSLongitudeRef, 'W', 180);
  // 0,0 is what some cameras write without a fix; no site is in the Gulf of Guinea.
  if (latitude !== undefined && longitude !== undefined && (latitude !== 0 || longitude !== 0)) {
    facts.latitude = latitude;
    facts.longitude = longitude;
    const accuracy = tags.GPSHPositioningError;
    if (typeof accuracy === 'number' && Number.isFinite(accuracy) && accuracy >= 0) facts.accuracy = accuracy;
  }
  const capturedAt = wallClock(tags.DateTimeOriginal);
  if (capturedAt) {
    facts.capturedAt = capturedAt;
    const offset = tags.OffsetTimeOriginal;
    if (typeof offset === 'string' && /^[+-](?:0\d|1[0-4]):[0-5]\d$/.test(offset.trim())) {
      facts.capturedOffset = offset.trim();
    }
  }
  const orientation = tags.Orientation;
  if (typeof orientation === 'number' && Number.isInteger(orientation) && orientation >= 1 && orientation <= 8) {
    facts.orientation = orientation;
  }
  return facts;
}

/** Degrees, minutes and seconds (or decimal degrees) with a hemisphere letter → signed decimal degrees. */
function degrees(value: unknown, ref: unknown, negative: string, max: number): number | undefined {
  const parts = Array.isArray(value) ? value : typeof value === 'number' ? [value] : [];
  if (parts.length === 0 || parts.length > 3 || !parts.every((p) => typeof p === 'number' && Number.isFinite(p))) {
    return undefined;
  }
  const [d = 0, m = 0, s = 0] = parts;
  const magnitude = d + m / 60 + s / 3600;
  if (magnitude > max) return undefined;
  return typeof ref === 'string' && ref.trim().toUpperCase() === negative ? -magnitude : magnitude;
}

/** `2024:05:01 10:20:30` → `2024-05-01T10:20:30`; unset (`0000:00:00 …`) or impossible dates → undefined. */
function wallClock(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{4})[:-](\d{2})[:-](\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const real =
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  return real ? `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}` : undefined;
}
