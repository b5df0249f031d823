/**
 * The public face of the notifications feature: notifications: writing them and reading them. The app
 * imports the feature only from here (.dependency-cruiser.cjs `feature-used-through-its-index`); its
 * files are its own business.
 */
import { lazy } from 'react';

// Pages load on demand: each is its own chunk, so the first paint carries none of them.
export const NotificationsAdminPage = /* @__PURE__ */ lazy(() => import('./pages/notifications-admin-page'));
export const ViewNotificationsPage = /* @__PURE__ */ lazy(() => import('./pages/view-notifications-page'));
