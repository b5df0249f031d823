/**
 * The public face of the document-types feature: document types and their fields. The app imports the
 * feature only from here (.dependency-cruiser.cjs `feature-used-through-its-index`); its files are its
 * own business.
 */
export { ProjectDocumentTypesMenu } from './components/project-document-types-menu';
