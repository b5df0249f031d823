/**
 * The public face of the project-list feature: the project list and archive. The app imports the
 * feature only from here (.dependency-cruiser.cjs `feature-used-through-its-index`); its files are its
 * own business.
 */
import { lazy } from 'react';

// Pages load on demand: each is its own chunk, so the first paint carries none of them.

/** Where signing in lands (`/` leads there): app-routes fetches its code early. */
export const loadProjectsPage = () => import('./pages/projects-page');
export const ProjectsPage = /* @__PURE__ */ lazy(loadProjectsPage);
export const ProjectArchivePage = /* @__PURE__ */ lazy(() => import('./pages/project-archive-page'));
