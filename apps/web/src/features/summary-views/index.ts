/**
 * The public face of the summary-views feature: summary views and the companies they are shared with.
 * The app imports the feature only from here (.dependency-cruiser.cjs `feature-used-through-its-index`); its files are its own business.
 */
export { SummaryViewScreen } from './pages/summary-view-page';
