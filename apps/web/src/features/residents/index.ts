/**
 * The public face of the residents feature: residents of condominiums and apartments, and their
 * notices. The app imports the feature only from here (.dependency-cruiser.cjs
 * `feature-used-through-its-index`); its files are its own business.
 */
export { ApartmentResidents } from './components/apartment-residents';
export { CondominiumUsersTab } from './components/condominium-users-tab';
export { ApartmentNotifications, CondominiumNotifications } from './components/place-notifications';
