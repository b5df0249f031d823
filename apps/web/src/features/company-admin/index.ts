/**
 * The public face of the company-admin feature: companies, their users and user categories. The app
 * imports the feature only from here (.dependency-cruiser.cjs `feature-used-through-its-index`); its
 * files are its own business.
 */
import { lazy } from 'react';

// Pages load on demand: each is its own chunk, so the first paint carries none of them.
export const CompaniesPage = /* @__PURE__ */ lazy(() => import('./pages/companies-page'));
export const CompanyManagementPage = /* @__PURE__ */ lazy(() => import('./pages/company-management-page'));
export const UsersPage = /* @__PURE__ */ lazy(() => import('./pages/users-page'));
