/**
 * The public face of the exports feature: the notice that a ZIP export is ready, shown by the shell
 * on every page. The app imports the feature only from here (.dependency-cruiser.cjs
 * `feature-used-through-its-index`); its files are its own business.
 */
export { ExportReadyNotices } from './components/export-ready-notices';
