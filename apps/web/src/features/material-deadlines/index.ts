/**
 * The public face of the material-deadlines feature: a project's material deadlines. The app imports
 * the feature only from here (.dependency-cruiser.cjs `feature-used-through-its-index`); its files are
 * its own business.
 */
export { MaterialDeadlinesPanel } from './components/material-deadlines-panel';
