import type { Document, ProjectDocumentsCan } from '@portal/contracts';
import type { ReactNode } from 'react';
import type { DocumentGlobals, FolderOption } from '../document-fields';
import type { CompaniesOf } from '../document-format';
import type { DocumentViewState } from '../document-view-state';
import type { ExtraColumn } from './documents-table';

/*
 * What the document panel takes and gives, whatever its documents' source (a project or a summary
 * view): one panel, two data sources (issue 17, "One panel, not two").
 */

/** The panel's documents, from a project or from a summary view (one panel, two data sources). */
export interface DocumentListState {
  data: { data: Document[]; can: ProjectDocumentsCan } | undefined;
  /** The whole list is in (not only the first page). */
  isComplete: boolean;
  isPending: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
}

/** The subcontractor filter: its choices and which companies a document counts for. */
export interface CompanyFilter {
  options: readonly { value: string; label: string }[];
  companiesOf: CompaniesOf;
}

/** What the panel shows and does, whatever its documents' source. */
export interface DocumentsPanelBaseProps {
  view: DocumentViewState;
  onViewChange: (next: DocumentViewState) => void;
  globals: DocumentGlobals;
  /** The project's folders in tree order. */
  folders: readonly FolderOption[];
  /**
   * The map of the filtered documents, shown in the panel's map slot when the view state's
   * `mapVisibility` is on: beside the list on wide screens, above it on phones.
   */
  renderMap?: (documents: readonly Document[], slot: MapSlot) => ReactNode;
  /** Told which document's detail is in edit mode (null when none), so the map can set its position. */
  onEditingChange?: (documentId: number | null) => void;
  /** Where the detail window's place is remembered. */
  windowParent?: string;
  /**
   * Actions of other workflows on the selection, composed in by the page (export, asking for
   * deletion): shown in the panel's button row, from the documents' and the list's `can`.
   */
  renderSelectionActions?: (context: SelectionContext) => ReactNode;
  /** Actions of other workflows on the open document, shown in the detail window. */
  renderDocumentActions?: (doc: Document) => ReactNode;
  /** Columns the page adds to the table (a summary view's project code and companies). */
  extraColumns?: readonly ExtraColumn[];
  /** The subcontractor filter (a summary view's). */
  companyFilter?: CompanyFilter;
  /** Folder mode and the folder list: a project's panel has them, a summary view's does not. */
  hasFolders?: boolean;
}

/** What the panel tells its map: how tall its slot is, and how a marker opens its document. */
export interface MapSlot {
  height: number | string;
  /** Opens the document, asking first when the open one holds unsaved changes. */
  onSelect: (documentId: number) => void;
}

/** What the panel hands to the page's selection actions. */
export interface SelectionContext {
  /** The selected documents, in list order. */
  selected: readonly Document[];
  /** What the list answer allows in this project. */
  can: ProjectDocumentsCan | undefined;
  clearSelection: () => void;
}
