import { normaliseCoordinatePair } from '@portal/contracts';
import type { LatLng } from '../../components/map/lat-lng';

/*
 * A project's coordinates are a "lat,lng" string (spec part 2 section 3). The spec's map reads
 * the decimal pair or JSON; the forms write the decimal pair only. The pair is read by the same rule
 * as the server's (`normaliseCoordinatePair` of the contracts).
 */
export type { LatLng };

/** The decimal pair within range, or null. */
function readPair(value: string): LatLng | null {
  const pair = normaliseCoordinatePair(value);
  if (!pair) return null;
  const [lat, lng] = pair.split(',').map(Number);
  return { lat, lng };
}

function inRange({ lat, lng }: LatLng): boolean {
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

/** The position of a coordinates string, or null when it is empty or unreadable. */
export function parseCoordinates(value: string | null | undefined): LatLng | null {
  if (!value?.trim()) return null;
  const pair = readPair(value);
  if (pair) return pair;
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
  return !value.trim() || readPair(value) !== null;
}

/** Normalised "lat,lng" for sending; empty input sends an empty string. */
export function normaliseCoordinates(value: string): string {
  const pair = readPair(value);
  return pair ? `${pair.lat},${pair.lng}` : '';
}

/** An OpenStreetMap link to the position (no map library needed). */
export function mapLink({ lat, lng }: LatLng, zoom = 15): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
}

/**
 * Where a map centres for a coordinates string: its position when it is the decimal pair or JSON,
 * else the configured default centre.
 */
export function centreOf(value: string | null | undefined, fallback: LatLng): LatLng {
  return parseCoordinates(value) ?? fallback;
}
