import { ActionIcon, Box, Group, Text, Tooltip } from '@mantine/core';
import type { DocumentPicture } from '@portal/contracts';
import { IconMaximize, IconMinimize } from '@tabler/icons-react';
import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLUSTERING_MAX_ZOOM, DEFAULT_ZOOM } from '../../../components/map/map-constants';
import { useMapInstance } from '../../../components/map/map-context';
import { MapFrame } from '../../../components/map/map-frame';
import { useClusterGroup } from '../../../components/map/use-cluster-group';
import { useProjectPictures, useSetDocumentPosition } from '../../../entities/document';
import { centreOf } from '../../../entities/project';
import { useConfiguration } from '../../../lib/configuration-context';
import { showError, showSuccess } from '../../../lib/error-message';
import { ACTIVE_MARKER_COLOUR, markerColours } from './document-marker-colours';

/** The documents map's highest zoom: markers at one spot spiderfy here. */
const SPIDERFY_MAX_ZOOM = 18;
/** Choosing a document's marker brings the map at least this close. */
const SELECTED_MIN_ZOOM = 18;

interface ShownDocument {
  id: number;
  counter: string;
  name: string;
}

export interface DocumentsMapProps {
  projectId: number;
  /** The project's coordinates string: the map starts there (else at the configured centre). */
  projectCoordinates: string | null;
  /** The documents the panel shows (after its filters); only these get markers. */
  documents: readonly ShownDocument[];
  activeId: number | null;
  onSelect: (documentId: number) => void;
  /** The document whose position a map click sets (the panel's edit mode), if any. */
  editingId: number | null;
  height: number;
}

function markerIconOf(picture: DocumentPicture, colour: string, active: boolean): L.DivIcon {
  const size = active ? 22 : 16;
  return L.divIcon({
    className: 'document-marker',
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
    html: `<span data-document-id="${picture.id}" data-lat="${picture.lat}" data-lng="${picture.lng}" data-active="${active}" style="display:block;width:${size}px;height:${size}px;border-radius:50%;background:${colour};border:2px solid #fff;box-shadow:0 0 0 1px rgba(0,0,0,.45)"></span>`,
  });
}

interface MarkersProps {
  pictures: readonly DocumentPicture[];
  colours: ReadonlyMap<number, string>;
  activeId: number | null;
  onSelect: (documentId: number) => void;
  label: (id: number) => string;
}

/**
 * The positioned documents as one clustered layer: clusters up to zoom 16, single markers from 17,
 * markers at one spot spiderfied at 18. All markers go in with one chunked `addLayers`, so ten
 * thousand do not stall the page; only the unclustered ones in view are in the DOM.
 */
function DocumentMarkers({ pictures, colours, activeId, onSelect, label }: MarkersProps) {
  const map = useMapInstance();
  const group = useClusterGroup(map, {
    // Up to the clustering zoom, the usual radius; above it only markers at the very same spot
    // stay together, and those spiderfy at the highest zoom.
    maxClusterRadius: (zoom: number) => (zoom <= CLUSTERING_MAX_ZOOM ? 80 : 1),
    spiderfyOnMaxZoom: true,
    showCoverageOnHover: false,
    chunkedLoading: true,
  });
  const markers = useRef(new Map<number, { marker: L.Marker; picture: DocumentPicture }>());
  const selectRef = useRef(onSelect);
  selectRef.current = onSelect;
  const activeRef = useRef(activeId);
  activeRef.current = activeId;

  useEffect(() => {
    if (!group) return;
    const byId = markers.current;
    const created = pictures.map((picture) => {
      const active = picture.id === activeRef.current;
      const colour = active ? ACTIVE_MARKER_COLOUR : (colours.get(picture.id) ?? '');
      const marker = L.marker([picture.lat, picture.lng], {
        icon: markerIconOf(picture, colour, active),
        title: label(picture.id),
        keyboard: true,
        zIndexOffset: active ? 1000 : 0,
      });
      marker.on('click', () => {
        selectRef.current(picture.id);
        map.setView(marker.getLatLng(), Math.max(map.getZoom(), SELECTED_MIN_ZOOM));
      });
      byId.set(picture.id, { marker, picture });
      return marker;
    });
    group.addLayers(created);
    return () => {
      group.removeLayers(created);
      byId.clear();
    };
  }, [group, map, pictures, colours, label]);

  // The chosen marker turns yellow (and back) without rebuilding the layer.
  const previous = useRef<number | null>(activeId);
  useEffect(() => {
    const paint = (id: number | null, active: boolean) => {
      const entry = id === null ? undefined : markers.current.get(id);
      if (!entry) return;
      const colour = active ? ACTIVE_MARKER_COLOUR : (colours.get(entry.picture.id) ?? '');
      entry.marker.setIcon(markerIconOf(entry.picture, colour, active));
      entry.marker.setZIndexOffset(active ? 1000 : 0);
    };
    const changed = previous.current !== activeId;
    if (changed) paint(previous.current, false);
    paint(activeId, true);
    previous.current = activeId;
    // A document chosen in the panel: its marker is brought out of its cluster and into view.
    const entry = activeId === null ? undefined : markers.current.get(activeId);
    if (
      changed &&
      entry &&
      group &&
      (group.getVisibleParent(entry.marker) !== entry.marker || !map.getBounds().contains(entry.marker.getLatLng()))
    ) {
      group.zoomToShowLayer(entry.marker);
    }
  }, [activeId, colours, group, map]);
  return null;
}

/** A click on the map sets the edited document's position. */
function PositionPicker({ onPick }: { onPick: (lat: number, lng: number) => void }) {
  const map = useMapInstance();
  useEffect(() => {
    const container = map.getContainer();
    container.style.cursor = 'crosshair';
    const handle = (event: L.LeafletMouseEvent) => onPick(event.latlng.lat, event.latlng.lng);
    map.on('click', handle);
    return () => {
      container.style.cursor = '';
      map.off('click', handle);
    };
  }, [map, onPick]);
  return null;
}

/** Leaflet measures its container once; a new size (full screen) needs telling: keyed by the size. */
function SizeWatcher() {
  const map = useMapInstance();
  useEffect(() => {
    map.invalidateSize();
  }, [map]);
  return null;
}

/**
 * The map of a project's documents beside the panel (spec part 2 "Map of documents"), from the
 * light pictures list. Markers are coloured by configuration; the panel's document is yellow and
 * a marker click opens its document. Full screen is left with Escape.
 */
export default function DocumentsMap({
  projectId,
  projectCoordinates,
  documents,
  activeId,
  onSelect,
  editingId,
  height,
}: DocumentsMapProps) {
  const { t } = useTranslation();
  const configuration = useConfiguration();
  const pictures = useProjectPictures(projectId);
  const setPosition = useSetDocumentPosition(projectId);
  const [fullScreen, setFullScreen] = useState(false);

  const all = pictures.data;
  const colours = useMemo(
    () =>
      markerColours(
        all ?? [],
        configuration.documentMapColouring ?? 'company',
        configuration.documentMapStateColours ?? {},
      ),
    [all, configuration.documentMapColouring, configuration.documentMapStateColours],
  );
  const shown = useMemo(() => new Map(documents.map((doc) => [doc.id, `${doc.counter} ${doc.name}`])), [documents]);
  const placed = useMemo(() => (all ?? []).filter((p) => shown.has(p.id)), [all, shown]);
  const label = useMemo(() => (id: number) => t('maps.documentMarker', { name: shown.get(id) ?? id }), [t, shown]);
  const centre = centreOf(projectCoordinates, configuration.defaultCoordinates);

  useEffect(() => {
    if (!fullScreen) return;
    const leave = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullScreen(false);
    };
    document.addEventListener('keydown', leave);
    return () => document.removeEventListener('keydown', leave);
  }, [fullScreen]);

  const pick = useMemo(
    () =>
      editingId === null
        ? null
        : (lat: number, lng: number) =>
            setPosition.mutate(
              { documentId: editingId, lat, lng },
              { onSuccess: () => showSuccess(t('maps.positionSet')), onError: (error) => showError(error) },
            ),
    [editingId, setPosition.mutate, t],
  );

  return (
    <Box
      data-testid="documents-map"
      data-marker-count={placed.length}
      style={
        fullScreen
          ? { position: 'fixed', inset: 0, zIndex: 400, background: 'var(--mantine-color-body)', padding: 8 }
          : { position: 'relative' }
      }
    >
      <Group justify="space-between" mb={4} gap="xs">
        <Text size="xs" c="dimmed" aria-live="polite">
          {editingId !== null ? t('maps.pickPosition') : t('maps.documentsOnMap', { count: placed.length })}
        </Text>
        <Tooltip label={fullScreen ? t('maps.leaveFullScreen') : t('maps.fullScreen')}>
          <ActionIcon
            variant="light"
            size="sm"
            aria-label={fullScreen ? t('maps.leaveFullScreen') : t('maps.fullScreen')}
            aria-pressed={fullScreen}
            onClick={() => setFullScreen((v) => !v)}
          >
            {fullScreen ? <IconMinimize size={14} aria-hidden /> : <IconMaximize size={14} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      </Group>
      <MapFrame
        label={t('maps.documentsMapLabel')}
        center={[centre.lat, centre.lng]}
        zoom={DEFAULT_ZOOM}
        maxZoom={SPIDERFY_MAX_ZOOM}
        height={fullScreen ? 'calc(100vh - 48px)' : height}
      >
        <SizeWatcher key={fullScreen ? 'full' : height} />
        <DocumentMarkers pictures={placed} colours={colours} activeId={activeId} onSelect={onSelect} label={label} />
        {pick && <PositionPicker onPick={pick} />}
      </MapFrame>
    </Box>
  );
}
