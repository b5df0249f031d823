import { lazy } from 'react';

/**
 * Every signed-in page is its own chunk: the first paint (login or the shell) stays small
 * and each area's heavy parts (maps, PDF, Gantt) load only when opened.
 *
 * A feature whose pages are all it offers makes them lazy in its index.ts. A feature that also
 * offers parts to the pages the app composes (the auth, condominiums, document-types, residents
 * and summary-views features) has its pages named here by import(): a barrel cannot be a split
 * point, as the bundler puts everything an index re-exports into each chunk that reaches the
 * index (measured: the signed-in chunk grew by 130 kB). .dependency-cruiser.cjs allows these
 * dynamic imports here only.
 */
export { CompaniesPage, CompanyManagementPage, UsersPage } from '../../features/company-admin';
export { DefaultFoldersPage } from '../../features/default-folders';
export { ImportPage } from '../../features/imports';
export { MobileLinksPage } from '../../features/mobile-links';
export { NotificationsAdminPage, ViewNotificationsPage } from '../../features/notifications';
export { PermissionsPage } from '../../features/permissions';
export { ProductsPage } from '../../features/products';
export { ProjectArchivePage, ProjectsPage } from '../../features/project-list';
export { SearchPage } from '../../features/search';
export { TranslationsPage } from '../../features/translations';

export const PrivacyPage = lazy(() => import('../../features/auth/pages/privacy-page'));
export const PublicPrivacyPage = lazy(() => import('../../features/auth/pages/public-privacy-page'));
export const SetPasswordPage = lazy(() => import('../../features/auth/pages/set-password-page'));
export const CondominiumsPage = lazy(() => import('../../features/condominiums/pages/condominiums-page'));
export const DocumentTypesPage = lazy(() => import('../../features/document-types/pages/document-types-page'));
export const MyApartmentsPage = lazy(() => import('../../features/residents/pages/my-apartments-page'));
export const SummaryViewsPage = lazy(() => import('../../features/summary-views/pages/summary-views-page'));
export const SummaryCompaniesPage = lazy(() => import('../../features/summary-views/pages/summary-companies-page'));

export const ProjectPage = lazy(() => import('../pages/project-page'));
export const CondominiumPage = lazy(() => import('../pages/condominium-page'));
export const ApartmentPage = lazy(() => import('../pages/apartment-page'));
export const SummaryViewPage = lazy(() => import('../pages/summary-view-page'));
