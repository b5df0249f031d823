import type { Document, SummaryView, SummaryViewDocument } from '@portal/contracts';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { MapPlaceholder } from '../../../components/map-placeholder';
import { useFieldGlobals } from '../../../entities/field';
import { useSummaryViewDocuments } from '../../../entities/summary-view';
import { decodeViewState } from '../../../lib/view-state';
import { DEFAULT_SORT, type DocumentSort } from '../document-sort';
import { type DocumentViewState, readDocumentViewState, writeDocumentViewState } from '../document-view-state';
import { DocumentsMap } from '../map/lazy-documents-map';
import { picturesOf } from '../map/pictures-of';
import type { CompanyFilter, MapSlot } from './documents-panel-types';
import { DocumentsPanelView } from './documents-panel-view';
import type { ExtraColumn } from './documents-table';
import { SummaryViewStateSelect } from './summary-view-state-select';

/**
 * A summary view's basic data tab (spec part 2 "Summary views"): the project page's document panel
 * and map with the view's documents as their source, its columns (project code, companies), the
 * subcontractor filter and the change-status dropdown. Nothing is added, moved or deleted here
 * (every `can` of the answer is false). The view state is kept in the URL segment after the id,
 * beside the page's own keys (the tab).
 */
export function SummaryViewDocuments({ summaryView }: { summaryView: SummaryView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const globals = useFieldGlobals();
  const list = useSummaryViewDocuments(summaryView.id);
  const [sort, setSort] = useState<DocumentSort>(DEFAULT_SORT);

  // As on the project page: the URL follows the state, and only URLs this page did not write are read in.
  const [view, setView] = useState(() => readDocumentViewState(params.view, true));
  const written = useRef(new Set<string>());
  const segment = useRef(params.view);
  segment.current = params.view;
  useEffect(() => {
    if (params.view !== undefined && written.current.has(params.view)) return;
    setView(readDocumentViewState(params.view, true));
  }, [params.view]);
  const handleViewChange = useCallback(
    (next: DocumentViewState) => {
      setView(next);
      const encoded = writeDocumentViewState(next, decodeViewState(segment.current));
      written.current.add(encoded);
      written.current.add(decodeURIComponent(encoded));
      navigate(`/summaryview/${summaryView.id}/${encoded}`, { replace: true });
    },
    [navigate, summaryView.id],
  );

  const byId = useMemo(
    () => new Map(((list.data?.data ?? []) as SummaryViewDocument[]).map((doc) => [doc.id, doc])),
    [list.data],
  );
  const extraColumns = useMemo<ExtraColumn[]>(
    () => [
      { key: 'project_code', header: t('summaryViews.projectCode'), cell: (doc) => byId.get(doc.id)?.project_code },
      {
        key: 'summary_companies',
        header: t('summaryViews.companies'),
        cell: (doc) => (byId.get(doc.id)?.summary_companies ?? []).map((c) => c.name).join(', '),
      },
    ],
    [byId, t],
  );
  const companyFilter = useMemo<CompanyFilter>(() => {
    const names = new Map<number, string>();
    for (const doc of byId.values()) for (const c of doc.summary_companies) names.set(c.id, c.name);
    return {
      options: [...names].map(([id, name]) => ({ value: String(id), label: name })),
      companiesOf: (doc: Document) => (byId.get(doc.id)?.summary_companies ?? []).map((c) => c.id),
    };
  }, [byId]);

  const documentGlobals = useMemo(
    () => ({ fields: globals.fields, keywords: globals.keywords }),
    [globals.fields, globals.keywords],
  );
  const renderMap = useCallback(
    (documents: readonly Document[], slot: MapSlot) => (
      <Suspense fallback={<MapPlaceholder height={slot.height} />}>
        <DocumentsMap
          projectId={0}
          pictures={picturesOf(documents)}
          projectCoordinates={null}
          documents={documents}
          activeId={view.activeImage}
          onSelect={slot.onSelect}
          editingId={null}
          height={slot.height}
        />
      </Suspense>
    ),
    [view.activeImage],
  );
  const renderDocumentActions = useCallback(
    (doc: Document) =>
      summaryView.can.setState ? (
        <SummaryViewStateSelect viewId={summaryView.id} doc={doc} keywords={globals.keywords} />
      ) : null,
    [summaryView.id, summaryView.can.setState, globals.keywords],
  );

  return (
    <DocumentsPanelView
      list={list}
      sort={sort}
      onSort={setSort}
      view={view}
      onViewChange={handleViewChange}
      globals={documentGlobals}
      folders={[]}
      hasFolders={false}
      windowParent="summaryview"
      renderMap={renderMap}
      renderDocumentActions={renderDocumentActions}
      extraColumns={extraColumns}
      companyFilter={companyFilter}
    />
  );
}
