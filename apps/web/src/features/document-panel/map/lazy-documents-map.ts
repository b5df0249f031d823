import { lazy } from 'react';

/** Leaflet and its plugins load with the map, in a chunk of their own, only when it is shown. */
export const DocumentsMap = lazy(() => import('./documents-map'));
