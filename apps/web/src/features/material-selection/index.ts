/**
 * The public face of the material-selection feature: an apartment's material selection. The app
 * imports the feature only from here (.dependency-cruiser.cjs `feature-used-through-its-index`); its
 * files are its own business.
 */
export { ApartmentMaterialSelection } from './components/apartment-material-selection';
