/**
 * The public face of the condominiums feature: the condominium list and a condominium's frame and base
 * data. The app imports the feature only from here (.dependency-cruiser.cjs `feature-used-through-its-index`); its files are its own business.
 */
export { CondominiumBaseTab } from './components/condominium-base-tab';
export { CondominiumScreen } from './components/condominium-screen';
