import { lazy } from 'react';

/** Leaflet and its plugins load with these, in a chunk of their own, only when a map is shown. */
export const ProjectPositionMap = lazy(() => import('./map/project-position-map'));
export const ProjectsMap = lazy(() => import('./map/projects-map'));
