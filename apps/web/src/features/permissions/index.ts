/**
 * The public face of the permissions feature: the permission matrix. The app imports the feature only
 * from here (.dependency-cruiser.cjs `feature-used-through-its-index`); its files are its own
 * business.
 */
import { lazy } from 'react';

// Pages load on demand: each is its own chunk, so the first paint carries none of them.
export const PermissionsPage = /* @__PURE__ */ lazy(() => import('./pages/permissions-page'));
