import L from 'leaflet';
import { useEffect } from 'react';
import type { LatLng } from './lat-lng';
import { useMapInstance } from './map-context';
import { markerIcon } from './marker-icon';

interface MapMarkerProps {
  position: LatLng;
  /** Shown on hover. */
  title: string;
  /** The marker is a button for keyboard and screen-reader users; this is its name. */
  alt: string;
}

/** One marker with the bundled icon, straight on the map. */
export function MapMarker({ position: { lat, lng }, title, alt }: MapMarkerProps) {
  const map = useMapInstance();
  useEffect(() => {
    const marker = L.marker([lat, lng], { icon: markerIcon, title, alt }).addTo(map);
    return () => {
      marker.remove();
    };
  }, [map, lat, lng, title, alt]);
  return null;
}
