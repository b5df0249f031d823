/**
 * The public face of the apartments feature: an apartment's screen and a condominium's apartments tab.
 * The app imports the feature only from here (.dependency-cruiser.cjs `feature-used-through-its-index`); its files are its own business.
 */
export { ApartmentsTab } from './components/apartments-tab';
export { ApartmentScreen } from './pages/apartment-page';
