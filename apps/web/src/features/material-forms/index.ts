/**
 * The public face of the material-forms feature: a project's material forms and their editor. The app
 * imports the feature only from here (.dependency-cruiser.cjs `feature-used-through-its-index`); its
 * files are its own business.
 */
export { ProjectMaterialFormsTab } from './components/project-material-forms-tab';
