import L from 'leaflet';
import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { CLUSTERING_MAX_ZOOM } from '../../../components/map/map-constants';
import { useMapInstance } from '../../../components/map/map-context';
import { markerIcon } from '../../../components/map/marker-icon';
import { useClusterGroup } from '../../../components/map/use-cluster-group';
import type { ProjectMapPoint } from './project-map-points';
import { ProjectPopup } from './project-popup';

interface OpenPopup {
  point: ProjectMapPoint;
  marker: L.Marker;
}

/**
 * One clustered marker per point. Leaflet opens one popup at a time, so every marker's popup
 * shows the same element, and React renders the open marker's project into it (a portal keeps
 * the router and theme of the page, so the code link navigates inside the app).
 */
export function ProjectMarkers({ points }: { points: readonly ProjectMapPoint[] }) {
  const map = useMapInstance();
  const group = useClusterGroup(map, {
    disableClusteringAtZoom: CLUSTERING_MAX_ZOOM + 1,
    showCoverageOnHover: false,
  });
  const [popupContent] = useState(() => document.createElement('div'));
  const [open, setOpen] = useState<OpenPopup | null>(null);

  useEffect(() => {
    if (!group) return;
    const markers = points.map((point) => {
      const label = `${point.code} ${point.name}`;
      const marker = L.marker([point.lat, point.lng], { icon: markerIcon, title: label, alt: label });
      marker.bindPopup(() => popupContent);
      // Rendered at once, so that Leaflet measures and pans to the filled popup below.
      marker.on('popupopen', () => flushSync(() => setOpen({ point, marker })));
      marker.on('popupclose', () => setOpen((current) => (current?.marker === marker ? null : current)));
      return marker;
    });
    // One bulk add: the cluster group places thousands of markers far faster than one by one.
    group.addLayers(markers);
    return () => {
      group.removeLayers(markers);
    };
  }, [group, points, popupContent]);

  // Leaflet sized and placed the popup when it opened, before React filled it; do it again.
  useLayoutEffect(() => {
    open?.marker.getPopup()?.update();
  }, [open]);

  return open ? createPortal(<ProjectPopup point={open.point} />, popupContent) : null;
}
