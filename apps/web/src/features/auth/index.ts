/**
 * The public face of the auth feature: signing in, passwords and the privacy texts. The app imports
 * the feature only from here (.dependency-cruiser.cjs `feature-used-through-its-index`); its files are
 * its own business.
 */
export { default as LoginPage } from './pages/login-page';
