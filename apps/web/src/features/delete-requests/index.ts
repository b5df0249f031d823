/**
 * The public face of the delete-requests feature: requests to delete documents, answered from the top
 * bar. The app imports the feature only from here (.dependency-cruiser.cjs `feature-used-through-its-index`); its files are its own business.
 */
export { DeleteRequestsInbox } from './components/delete-requests-inbox';
