/**
 * The public face of the user-photo feature: a user's own photo. The app imports the feature only from
 * here (.dependency-cruiser.cjs `feature-used-through-its-index`); its files are its own business.
 */
export { UserPhotoModal } from './components/user-photo-modal';
