import type { Map as LeafletMap } from 'leaflet';
import { createContext, useContext } from 'react';

/** The map a MapFrame created; its children add their layers to it. */
export const MapContext = createContext<LeafletMap | null>(null);

export function useMapInstance(): LeafletMap {
  const map = useContext(MapContext);
  if (!map) throw new Error('useMapInstance() used outside a MapFrame');
  return map;
}
