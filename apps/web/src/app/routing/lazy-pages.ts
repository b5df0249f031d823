import { lazy } from 'react';

/**
 * Every signed-in page is its own chunk: the first paint (login or the shell) stays small
 * and each area's heavy parts (maps, PDF, Gantt) load only when opened.
 */
/** The projects list is where signing in lands (`/` leads there); app-routes fetches it early. */
export const loadProjectsPage = () => import('../../features/project-list/pages/projects-page');
export const ProjectsPage = lazy(loadProjectsPage);
export const ProjectArchivePage = lazy(() => import('../../features/project-list/pages/project-archive-page'));
export const ProjectPage = lazy(() => import('../pages/project-page'));
export const ProductsPage = lazy(() => import('../../features/products/pages/products-page'));
export const CondominiumsPage = lazy(() => import('../../features/condominiums/pages/condominiums-page'));
export const CondominiumPage = lazy(() => import('../pages/condominium-page'));
export const ApartmentPage = lazy(() => import('../pages/apartment-page'));
export const ImportPage = lazy(() => import('../../features/imports/pages/import-page'));
export const SearchPage = lazy(() => import('../../features/search/pages/search-page'));
export const PrivacyPage = lazy(() => import('../../features/auth/pages/privacy-page'));
export const ViewNotificationsPage = lazy(() => import('../../features/notifications/pages/view-notifications-page'));
export const NotificationsAdminPage = lazy(() => import('../../features/notifications/pages/notifications-admin-page'));
export const TranslationsPage = lazy(() => import('../../features/translations/pages/translations-page'));
export const DefaultFoldersPage = lazy(() => import('../../features/default-folders/pages/default-folders-page'));
export const DocumentTypesPage = lazy(() => import('../../features/document-types/pages/document-types-page'));
export const PermissionsPage = lazy(() => import('../../features/permissions/pages/permissions-page'));
export const SummaryViewsPage = lazy(() => import('../../features/summary-views/pages/summary-views-page'));
export const SummaryViewPage = lazy(() => import('../pages/summary-view-page'));
export const SummaryCompaniesPage = lazy(() => import('../../features/summary-views/pages/summary-companies-page'));
export const MobileLinksPage = lazy(() => import('../../features/mobile-links/pages/mobile-links-page'));
export const CompaniesPage = lazy(() => import('../../features/company-admin/pages/companies-page'));
export const CompanyManagementPage = lazy(() => import('../../features/company-admin/pages/company-management-page'));
export const UsersPage = lazy(() => import('../../features/company-admin/pages/users-page'));
export const PublicPrivacyPage = lazy(() => import('../../features/auth/pages/public-privacy-page'));
export const SetPasswordPage = lazy(() => import('../../features/auth/pages/set-password-page'));
export const MyApartmentsPage = lazy(() => import('../../features/residents/pages/my-apartments-page'));
