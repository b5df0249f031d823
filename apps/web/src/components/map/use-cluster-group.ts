import L from 'leaflet';
// The plugin adds MarkerClusterGroup to the global Leaflet object, which leaflet's own module sets.
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import { useEffect, useRef, useState } from 'react';

/**
 * A marker-cluster layer on the map for as long as the caller is mounted; markers go into it
 * instead of onto the map. The options apply at creation only, like Leaflet's own.
 */
export function useClusterGroup(map: L.Map, options: L.MarkerClusterGroupOptions): L.MarkerClusterGroup | null {
  const [group, setGroup] = useState<L.MarkerClusterGroup | null>(null);
  const creationOptions = useRef(options);
  useEffect(() => {
    const created = L.markerClusterGroup(creationOptions.current).addTo(map);
    setGroup(created);
    return () => {
      created.remove();
      setGroup(null);
    };
  }, [map]);
  return group;
}
