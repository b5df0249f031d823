/**
 * The public face of the project-page feature: a project's frame: tabs, folders, schedule, progress
 * reports. The app imports the feature only from here (.dependency-cruiser.cjs
 * `feature-used-through-its-index`); its files are its own business.
 */
export { ProjectScreen } from './components/project-screen';
