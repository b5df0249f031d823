/**
 * The public face of the mobile-links feature: mobile links. The app imports the feature only from
 * here (.dependency-cruiser.cjs `feature-used-through-its-index`); its files are its own business.
 */
import { lazy } from 'react';

// Pages load on demand: each is its own chunk, so the first paint carries none of them.
export const MobileLinksPage = /* @__PURE__ */ lazy(() => import('./pages/mobile-links-page'));
