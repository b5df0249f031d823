import 'leaflet/dist/leaflet.css';
import L, { type LatLngTuple } from 'leaflet';
import { type ReactNode, useEffect, useRef } from 'react';
import { useConfiguration } from '../../lib/configuration-context';
import { tileAttribution } from './map-constants';
import { MapContext, useMapInstance } from './map-context';
import { useLeafletMap } from './use-leaflet-map';

/** The configured tile service, credited as its licence asks. */
function Tiles({ url }: { url: string }) {
  const map = useMapInstance();
  useEffect(() => {
    const tiles = L.tileLayer(url, { attribution: tileAttribution(url) }).addTo(map);
    return () => {
      tiles.remove();
    };
  }, [map, url]);
  return null;
}

interface MapFrameProps {
  label: string;
  center: LatLngTuple;
  zoom: number;
  height: number | string;
  /** The map's highest zoom (Leaflet's default otherwise). */
  maxZoom?: number;
  children?: ReactNode;
}

/**
 * A Leaflet map with the configured tile service. The wheel does not zoom: these maps sit in
 * scrolling pages, and the zoom buttons, double-click and the keyboard still do. Centre and
 * zoom are the starting view only.
 */
export function MapFrame({ label, center, zoom, height, maxZoom, children }: MapFrameProps) {
  const { mapTileUrl } = useConfiguration();
  const containerRef = useRef<HTMLDivElement>(null);
  const map = useLeafletMap(containerRef, { center, zoom, maxZoom, scrollWheelZoom: false });

  return (
    <>
      {/* Leaflet's container is the focusable element (keyboard panning), so it carries the name. */}
      <section
        ref={containerRef}
        aria-label={label}
        style={{ height, width: '100%', borderRadius: 'var(--mantine-radius-md)', zIndex: 0 }}
      />
      {/* Children draw into the map through Leaflet, never into the container React leaves to it.
          The tiles come first: React runs sibling effects in order, and the cluster layer needs
          the zoom range the tile layer gives the map. */}
      {map && (
        <MapContext value={map}>
          <Tiles url={mapTileUrl} />
          {children}
        </MapContext>
      )}
    </>
  );
}
