import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Route, Routes } from 'react-router';
import { FullPageLoader } from '../../components/full-page-state';
import { LoginPage } from '../../features/auth';
import { useReleaseFirstScreen } from '../../lib/use-release-first-screen';
import { PublicPrivacyPage, SetPasswordPage } from './lazy-pages';

/** Spec part 1 section 2, signed out: three routes of their own, the login screen everywhere else. */
export function SignedOutRoutes() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<FullPageLoader label={t('common.loading')} />}>
      <Routes>
        <Route element={<NotTheLogin />}>
          <Route path="/privacy" element={<PublicPrivacyPage />} />
          <Route path="/activate/:token/:email" element={<SetPasswordPage purpose="activate" />} />
          <Route path="/forgot/:token/:email" element={<SetPasswordPage purpose="reset" />} />
        </Route>
        <Route path="*" element={<LoginPage />} />
      </Routes>
    </Suspense>
  );
}

/** The signed-out pages other than the login form: no first screen was shown for them, but it goes. */
function NotTheLogin() {
  useReleaseFirstScreen();
  return <Outlet />;
}
