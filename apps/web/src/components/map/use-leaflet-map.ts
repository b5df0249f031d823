import L from 'leaflet';
import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Creates a Leaflet map in the container once it is mounted and removes it on unmount. The
 * options (centre, zoom, interactions) apply at creation only, as Leaflet reads them then; a
 * caller that needs a new view either moves the map or mounts a new one (a new React key).
 * The map is null until the container exists, so layers wait for it.
 */
export function useLeafletMap(containerRef: RefObject<HTMLElement | null>, options: L.MapOptions): L.Map | null {
  const [map, setMap] = useState<L.Map | null>(null);
  const creationOptions = useRef(options);
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const created = L.map(container, creationOptions.current);
    setMap(created);
    return () => {
      // remove() also frees the container, so StrictMode's second mount can create a map in it.
      created.remove();
      setMap(null);
    };
  }, [containerRef]);
  return map;
}
