import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ZOOM } from '../../../components/map/map-constants';
import { MapFrame } from '../../../components/map/map-frame';
import { MapMarker } from '../../../components/map/map-marker';
import { useConfiguration } from '../../../lib/configuration-context';
import type { LatLng } from '../coordinates';

interface ProjectPositionMapProps {
  position: LatLng | null;
  projectName: string;
  height: number;
}

/** The project page's map: the project's position with a marker, or the default centre without one. */
export default function ProjectPositionMap({ position, projectName, height }: ProjectPositionMapProps) {
  const { t } = useTranslation();
  const { defaultCoordinates } = useConfiguration();
  const center = position ?? defaultCoordinates;
  return (
    <>
      {/* The map sets its view once; a new position (after an edit) gets a new map. */}
      <MapFrame
        key={`${center.lat},${center.lng}`}
        label={t('maps.projectMapLabel', { name: projectName })}
        center={[center.lat, center.lng]}
        zoom={DEFAULT_ZOOM}
        height={height}
      >
        {position && (
          <MapMarker position={position} title={projectName} alt={t('maps.projectMarker', { name: projectName })} />
        )}
      </MapFrame>
      {!position && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('maps.defaultCentreNote')}
        </Text>
      )}
    </>
  );
}
