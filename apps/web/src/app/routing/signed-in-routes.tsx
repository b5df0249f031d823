import { Navigate, Route, Routes } from 'react-router';
import { canManageCompanies, isManagerOrSuper, isOwnerManager, isOwnerOrSuper } from '../../entities/session';
import { addAppTranslations } from '../../lib/app-translations';
import { useReleaseFirstScreen } from '../../lib/use-release-first-screen';
import { AppLayout } from '../shell/app-layout';
import { HomeRedirect } from './home-redirect';
import * as Page from './lazy-pages';
import NotFoundPage from './not-found-page';
import { RequireAccess } from './require-access';

// The signed-in screens' texts arrive with this chunk, before any of its screens renders.
addAppTranslations();

/** Spec part 1 section 2, signed in: open routes, then the gated ones. */
export function SignedInRoutes() {
  useReleaseFirstScreen();
  return (
    <Routes>
      {/* Password links still work while someone is signed in in this browser. */}
      <Route path="/activate/:token/:email" element={<Page.SetPasswordPage purpose="activate" />} />
      <Route path="/forgot/:token/:email" element={<Page.SetPasswordPage purpose="reset" />} />
      <Route element={<AppLayout />}>
        <Route index element={<HomeRedirect />} />
        <Route path="/projects" element={<Page.ProjectsPage />} />
        <Route path="/project-archive" element={<Page.ProjectArchivePage />} />
        {/* One route for both forms, so writing the view state does not mount the page again. */}
        <Route path="/project/:id/:view?" element={<Page.ProjectPage />} />
        <Route path="/products" element={<Page.ProductsPage />} />
        <Route path="/condominiums" element={<Page.CondominiumsPage />} />
        <Route path="/condominium/:id" element={<Page.CondominiumPage />} />
        <Route path="/condominium/:condominiumId/apartments/:apartmentId" element={<Page.ApartmentPage />} />
        <Route path="/my-apartments" element={<Page.MyApartmentsPage />} />
        <Route path="/import" element={<Page.ImportPage />} />
        {/* Where a users CSV import leads; it redirects to the users list the user may see. */}
        <Route path="/users" element={<Page.UsersPage />} />
        <Route path="/search" element={<Page.SearchPage />} />
        <Route path="/privacy" element={<Page.PrivacyPage />} />
        <Route path="/view-notifications" element={<Page.ViewNotificationsPage />} />
        {/* Also for users of companies a view is shared with: the server answers what they may see. */}
        <Route path="/summaryviews" element={<Page.SummaryViewsPage />} />
        <Route path="/summaryview/:id/:view?" element={<Page.SummaryViewPage />} />

        <Route element={<RequireAccess allow={isOwnerOrSuper} />}>
          <Route path="/translations" element={<Page.TranslationsPage />} />
        </Route>
        <Route element={<RequireAccess allow={isOwnerManager} />}>
          <Route path="/defaultfolders" element={<Page.DefaultFoldersPage />} />
          <Route path="/defaultfolders/:view" element={<Page.DefaultFoldersPage />} />
          <Route path="/admin" element={<Navigate to="/defaultfolders" replace />} />
          <Route path="/document-types" element={<Page.DocumentTypesPage />} />
          <Route path="/permissions" element={<Page.PermissionsPage />} />
          <Route path="/summarycompanies" element={<Page.SummaryCompaniesPage />} />
          <Route path="/notifications" element={<Page.NotificationsAdminPage />} />
          <Route path="/mobilelinks" element={<Page.MobileLinksPage />} />
        </Route>
        <Route element={<RequireAccess allow={canManageCompanies} />}>
          <Route path="/companies" element={<Page.CompaniesPage />} />
        </Route>
        <Route element={<RequireAccess allow={isManagerOrSuper} />}>
          <Route path="/company-management/:id" element={<Page.CompanyManagementPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
