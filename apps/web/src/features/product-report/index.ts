/**
 * The public face of the product-report feature: a project's product report. The app imports the
 * feature only from here (.dependency-cruiser.cjs `feature-used-through-its-index`); its files are its
 * own business.
 */
export { ProductReportButton } from './components/product-report-button';
