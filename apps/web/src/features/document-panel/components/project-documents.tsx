import type { Document, Project } from '@portal/contracts';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { MapPlaceholder } from '../../../components/map-placeholder';
import { useProjectPictures } from '../../../entities/document';
import { useFieldGlobals } from '../../../entities/field';
import { buildFolderTree, flattenFolderTree, useProjectFolders } from '../../../entities/folder';
import { useConfiguration } from '../../../lib/configuration-context';
import { isMapVisible } from '../../../lib/map-visibility';
import { decodeViewState } from '../../../lib/view-state';
import type { FolderOption } from '../document-fields';
import { type DocumentViewState, readDocumentViewState, writeDocumentViewState } from '../document-view-state';
import { DocumentsMap } from '../map/lazy-documents-map';
import { DocumentsPanel, type MapSlot, type SelectionContext } from './documents-panel';
import { ExportButton } from './export-button';
import { RequestDeletionButton } from './request-deletion-button';

/** Project types whose documents have a map beside the panel (spec part 2). */
const MAP_TYPES: readonly Project['type'][] = ['infrastructure', 'marine'];

/**
 * The document panel of a project page, with what it reads besides the documents composed in: the
 * globals (fields and keywords) and the project's folders. Its view state lives in the URL's
 * second segment, next to the page's own keys (the tab), written by replacing the history entry.
 */
export function ProjectDocuments({ project }: { project: Project }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const globals = useFieldGlobals();
  const folderList = useProjectFolders(project.id);
  const exportEnabled = useConfiguration().export;

  // The view is state here, and the URL follows it. A URL this page did not write (a link to a
  // document, back, another tab of the page) is read in; the ones it wrote are not read back, so a
  // late render of an older URL never undoes a newer change.
  // Infrastructure and marine projects start with the map as the top bar's toggle stands
  // (configuration's infraMapVisibleByDefault until the user flips it); the view state keeps it.
  const hasMap = MAP_TYPES.includes(project.type);
  const mapDefault = hasMap && isMapVisible();
  const [view, setView] = useState(() => readDocumentViewState(params.view, mapDefault));
  const written = useRef(new Set<string>());
  const segment = useRef(params.view);
  segment.current = params.view;
  useEffect(() => {
    if (params.view !== undefined && written.current.has(params.view)) return;
    setView(readDocumentViewState(params.view, mapDefault));
  }, [params.view, mapDefault]);
  const handleViewChange = useCallback(
    (next: DocumentViewState) => {
      setView(next);
      const encoded = writeDocumentViewState(next, decodeViewState(segment.current));
      const remembered = written.current;
      remembered.add(encoded);
      remembered.add(decodeURIComponent(encoded));
      if (remembered.size > 200) remembered.delete(remembered.values().next().value as string);
      navigate(`/project/${project.id}/${encoded}`, { replace: true });
    },
    [navigate, project.id],
  );

  // The map's positions are asked for now, while its code loads; the whole list waits for them.
  const mapShown = hasMap && view.mapVisibility;
  const pictures = useProjectPictures(project.id, mapShown);

  const folders = useMemo<FolderOption[]>(() => {
    const nodes = flattenFolderTree(buildFolderTree(folderList.data ?? []));
    const options = nodes.map((node) => ({
      id: node.folder.id,
      name: node.folder.id === 0 ? t('folders.main') : node.folder.name,
      depth: node.depth,
    }));
    return options.some((o) => o.id === 0) ? options : [{ id: 0, name: t('folders.main'), depth: 0 }, ...options];
  }, [folderList.data, t]);

  const documentGlobals = useMemo(
    () => ({ fields: globals.fields, keywords: globals.keywords }),
    [globals.fields, globals.keywords],
  );

  // The document in the panel's edit mode: a click on the map sets its position.
  const [editingId, setEditingId] = useState<number | null>(null);
  const renderMap = useCallback(
    (documents: readonly Document[], slot: MapSlot) => (
      <Suspense fallback={<MapPlaceholder height={slot.height} />}>
        <DocumentsMap
          projectId={project.id}
          projectCoordinates={project.coordinates}
          documents={documents}
          activeId={view.activeImage}
          onSelect={slot.onSelect}
          editingId={editingId}
          height={slot.height}
        />
      </Suspense>
    ),
    [project.id, project.coordinates, view.activeImage, editingId],
  );

  // The actions on the selection and on the open document, each from the answers' `can`:
  // export while configuration enables it, and asking for deletion where deleting is not allowed.
  const renderSelectionActions = useCallback(
    ({ selected, can }: SelectionContext) => (
      <>
        {exportEnabled && can?.export && <ExportButton projectId={project.id} documents={selected} />}
        <RequestDeletionButton documents={selected} counted />
      </>
    ),
    [exportEnabled, project.id],
  );
  const renderDocumentActions = useCallback((doc: Document) => <RequestDeletionButton documents={[doc]} />, []);

  return (
    <DocumentsPanel
      renderSelectionActions={renderSelectionActions}
      renderDocumentActions={renderDocumentActions}
      renderMap={hasMap ? renderMap : undefined}
      onEditingChange={setEditingId}
      projectId={project.id}
      view={view}
      onViewChange={handleViewChange}
      globals={documentGlobals}
      folders={folders}
      holdWholeList={mapShown && pictures.isPending}
    />
  );
}
