/**
 * The public face of the material-quotes feature: quotes and room cards of an apartment and of a
 * project. The app imports the feature only from here (.dependency-cruiser.cjs
 * `feature-used-through-its-index`); its files are its own business.
 */
export { ApartmentQuotes } from './components/apartment-quotes';
export { ProjectQuotesPanel } from './components/project-quotes-panel';
