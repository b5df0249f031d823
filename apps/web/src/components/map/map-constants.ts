/** Zoom levels of spec part 2 "Map views". */
export const DEFAULT_ZOOM = 10;
/** Markers stay clustered up to this zoom; from the next level on each one shows alone. */
export const CLUSTERING_MAX_ZOOM = 16;

/** OpenStreetMap's tile licence asks for this credit; other tile services name their own. */
export function tileAttribution(tileUrl: string): string | undefined {
  return tileUrl.includes('openstreetmap.org')
    ? '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
    : undefined;
}
