/**
 * A project's coordinates are a "lat,lng" string (spec part 2 section 3). The spec's map reads
 * the decimal pair or JSON; the forms write the decimal pair only.
 */
const DECIMAL_PAIR = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

export interface LatLng {
  lat: number;
  lng: number;
}

function inRange({ lat, lng }: LatLng): boolean {
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

/** The position of a coordinates string, or null when it is empty or unreadable. */
export function parseCoordinates(value: string | null | undefined): LatLng | null {
  if (!value?.trim()) return null;
  const match = DECIMAL_PAIR.exec(value);
  if (match) {
    const position = { lat: Number(match[1]), lng: Number(match[2]) };
    return inRange(position) ? position : null;
  }
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed === 'object' && parsed !== null) {
      const { lat, lng } = parsed as Record<string, unknown>;
      if (typeof lat === 'number' && typeof lng === 'number' && inRange({ lat, lng })) return { lat, lng };
    }
  } catch {
    // not JSON either
  }
  return null;
}

/** Form rule: empty is allowed (no position); otherwise a decimal "lat,lng" pair within range. */
export function isValidCoordinatesInput(value: string): boolean {
  if (!value.trim()) return true;
  const match = DECIMAL_PAIR.exec(value);
  return match !== null && inRange({ lat: Number(match[1]), lng: Number(match[2]) });
}

/** Normalised "lat,lng" for sending; empty input sends an empty string. */
export function normaliseCoordinates(value: string): string {
  const match = DECIMAL_PAIR.exec(value);
  return match ? `${Number(match[1])},${Number(match[2])}` : '';
}

/** An OpenStreetMap link to the position (no map library needed). */
export function mapLink({ lat, lng }: LatLng, zoom = 15): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
}
