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
/** The map's row of count and full-screen button above the map itself. */
const TITLE_ROW = 30;
/** Choosing a document's marker brings the map at least this close. */
const SELECTED_MIN_ZOOM = 18;

interface ShownDocument {
  id: number;
  counter: string;
  name: string;
}

export interface DocumentsMapProps {
  /** Whose pictures list the map reads, when `pictures` is not given. */
  projectId: number;
  /**
   * The markers when the page has them already (a summary view's documents of many projects,
   * `picturesOf`); the project's pictures list is then not read.
   */
  pictures?: readonly DocumentPicture[];
  /** The project's coordinates string: the map starts there (else at the configured centre). */
  projectCoordinates: string | null;
  /** The documents the panel shows (after its filters); only these get markers. */
  documents: readonly ShownDocument[];
  activeId: number | null;
  onSelect: (documentId: number) => void;
  /** The document whose position a map click sets (the panel's edit mode), if any. */
  editingId: number | null;
  /** The whole map's height, its title row included (a CSS length beside the list). */
  height: number | string;
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

/** Space kept around the markers when the map fits them. */
const FIT_PADDING = L.point(32, 32);

/** What a cluster keeps of markercluster's inner tree: the deepest cluster each marker is in. */
interface ClusteredMarker extends L.Marker {
  __parent?: { _zoom: number };
}

/**
 * The zoom at which every marker of a cluster stands alone: one above the deepest level that still
 * clusters any of them (markercluster keeps that level on each marker).
 */
function separatingZoom(cluster: L.MarkerCluster): number {
  const markers = cluster.getAllChildMarkers() as ClusteredMarker[];
  return Math.max(...markers.map((marker) => (marker.__parent?._zoom ?? 0) + 1));
}

/** Text that changes only when the markers would: which documents, and where. */
const placementKey = (pictures: readonly DocumentPicture[]) =>
  pictures.map((p) => `${p.id}@${p.lat},${p.lng}`).join(';');

/**
 * The positioned documents as one clustered layer: clusters up to zoom 16, single markers from 17,
 * markers at one spot spiderfied at 18. All markers go in with one chunked `addLayers`, so ten
 * thousand do not stall the page; only the unclustered ones in view are in the DOM. The layer is
 * rebuilt only when the markers change, never because the panel rendered again (opening a document
 * used to rebuild it in the middle of the cluster's zoom to the chosen marker, which then touched a
 * removed marker: `'_leaflet_id' in undefined`). The map fits the markers when they first come and
 * whenever the filters change which documents they are; a cluster click shows every marker in it.
 */
function DocumentMarkers({ pictures, colours, activeId, onSelect, label }: MarkersProps) {
  const map = useMapInstance();
  const group = useClusterGroup(map, {
    // Up to the clustering zoom, the usual radius; above it only markers at the very same spot
    // stay together, and those spiderfy.
    maxClusterRadius: (zoom: number) => (zoom <= CLUSTERING_MAX_ZOOM ? 80 : 1),
    spiderfyOnMaxZoom: true,
    zoomToBoundsOnClick: false,
    showCoverageOnHover: false,
    chunkedLoading: true,
  });
  const markers = useRef(new Map<number, { marker: L.Marker; picture: DocumentPicture }>());
  const selectRef = useRef(onSelect);
  selectRef.current = onSelect;
  const activeRef = useRef(activeId);
  activeRef.current = activeId;
  const labelRef = useRef(label);
  labelRef.current = label;
  const picturesRef = useRef(pictures);
  picturesRef.current = pictures;
  const placement = useMemo(() => placementKey(pictures), [pictures]);
  const shownIds = useMemo(() => pictures.map((p) => p.id).join(','), [pictures]);

  // A cluster click zooms to its markers when they all stand alone there and fit the view, and
  // otherwise spreads them around the cluster (spiderfy): either way every marker of it shows.
  useEffect(() => {
    if (!group) return;
    const onClusterClick = (event: L.LeafletEvent) => {
      const cluster = (event as L.LeafletEvent & { layer: L.MarkerCluster }).layer;
      const bounds = cluster.getBounds();
      const fitZoom = map.getBoundsZoom(bounds, false, FIT_PADDING);
      if (fitZoom >= separatingZoom(cluster) && fitZoom <= map.getMaxZoom()) {
        map.fitBounds(bounds, { padding: FIT_PADDING });
      } else {
        cluster.spiderfy();
      }
    };
    group.on('clusterclick', onClusterClick);
    return () => {
      group.off('clusterclick', onClusterClick);
    };
  }, [group, map]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the markers change (placement), not the array
  useEffect(() => {
    if (!group) return;
    const byId = markers.current;
    const created = picturesRef.current.map((picture) => {
      const active = picture.id === activeRef.current;
      const colour = active ? ACTIVE_MARKER_COLOUR : (colours.get(picture.id) ?? '');
      const marker = L.marker([picture.lat, picture.lng], {
        icon: markerIconOf(picture, colour, active),
        title: labelRef.current(picture.id),
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
  }, [group, map, placement, colours]);

  // The view fits the shown markers on arrival and after each change of which they are (a filter);
  // a position set on the map moves one marker and leaves the view alone.
  useEffect(() => {
    const points = picturesRef.current.map((p) => L.latLng(p.lat, p.lng));
    if (!shownIds || points.length === 0) return;
    map.fitBounds(L.latLngBounds(points), { padding: FIT_PADDING, maxZoom: CLUSTERING_MAX_ZOOM, animate: false });
  }, [map, shownIds]);

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
    // A document chosen in the panel: its marker is brought into view and out of its cluster. A
    // marker out of view is first centred without animation: an animated pan far away (another
    // town) could be cut short by the next choice or the window closing, leaving the map between
    // the two places with no marker in sight.
    const entry = activeId === null ? undefined : markers.current.get(activeId);
    if (changed && entry && group?.hasLayer(entry.marker)) {
      const at = entry.marker.getLatLng();
      if (!map.getBounds().contains(at)) map.setView(at, map.getZoom(), { animate: false });
      if (group.getVisibleParent(entry.marker) !== entry.marker) group.zoomToShowLayer(entry.marker);
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
  pictures: given,
  projectCoordinates,
  documents,
  activeId,
  onSelect,
  editingId,
  height,
}: DocumentsMapProps) {
  const { t } = useTranslation();
  const configuration = useConfiguration();
  const pictures = useProjectPictures(projectId, given === undefined);
  const setPosition = useSetDocumentPosition(projectId);
  const [fullScreen, setFullScreen] = useState(false);

  const all = given ?? pictures.data;
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
      // Full screen takes Escape ahead of the document window (escape-layers.ts).
      data-escape-layer={fullScreen || undefined}
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
        height={
          fullScreen
            ? 'calc(100vh - 48px)'
            : `calc(${typeof height === 'number' ? `${height}px` : height} - ${TITLE_ROW}px)`
        }
      >
        <SizeWatcher key={fullScreen ? 'full' : height} />
        <DocumentMarkers pictures={placed} colours={colours} activeId={activeId} onSelect={onSelect} label={label} />
        {pick && <PositionPicker onPick={pick} />}
      </MapFrame>
    </Box>
  );
}
