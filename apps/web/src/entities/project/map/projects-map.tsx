import type { Project } from '@portal/contracts';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMapInstance } from '../../../components/map/map-context';
import { MapFrame } from '../../../components/map/map-frame';
import { useConfiguration } from '../../../lib/configuration-context';
import { type ProjectMapPoint, pointBounds, projectMapPoints } from './project-map-points';
import { ProjectMarkers } from './project-markers';

/** The projects map's zoom (spec part 2 "Map views"). */
const PROJECTS_MAP_ZOOM = 6;

/**
 * Brings the shown markers into view whenever the set changes (search, status filter), never
 * closer than the projects map's zoom so that a single project keeps its surroundings.
 */
function FitToPoints({ points }: { points: readonly ProjectMapPoint[] }) {
  const map = useMapInstance();
  const bounds = useMemo(() => pointBounds(points), [points]);
  useEffect(() => {
    if (bounds) map.fitBounds(bounds, { maxZoom: PROJECTS_MAP_ZOOM, padding: [32, 32] });
  }, [map, bounds]);
  return null;
}

/** The projects list's map: one clustered marker per project with a readable position. */
export default function ProjectsMap({ projects, height }: { projects: readonly Project[]; height: number }) {
  const { t } = useTranslation();
  const { defaultCoordinates } = useConfiguration();
  const points = useMemo(() => projectMapPoints(projects), [projects]);
  return (
    <MapFrame
      label={t('maps.projectsMapLabel')}
      center={[defaultCoordinates.lat, defaultCoordinates.lng]}
      zoom={PROJECTS_MAP_ZOOM}
      height={height}
    >
      <FitToPoints points={points} />
      <ProjectMarkers points={points} />
    </MapFrame>
  );
}
