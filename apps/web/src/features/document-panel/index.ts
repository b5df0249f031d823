/**
 * The public face of the document-panel feature: the document panel of a project and of a summary
 * view, and export notices. The app imports the feature only from here (.dependency-cruiser.cjs
 * `feature-used-through-its-index`); its files are its own business.
 */
export { ProjectDocuments } from './components/project-documents';
export { SummaryViewDocuments } from './components/summary-view-documents';
