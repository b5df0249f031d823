import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../../components/full-page-state';
import { loadProjectsPage } from '../../features/project-list';
import { queryClient } from '../../lib/query-client';
import { getStoredUser, useStoredUser } from '../../lib/stored-user';

/**
 * Each route tree is a chunk of its own: the login screen does not carry the shell, the
 * real-time client and the signed-in pages, nor the shell the login form. The tree this visit
 * needs is fetched at start-up, while the configuration loads, so laziness adds no round trip.
 * Signing in at `/` or `/projects` lands on the projects list: its page comes with the tree,
 * not after the shell has rendered.
 */
const LANDS_ON_PROJECTS = /^\/(?:projects\/?)?$/;
const loadSignedIn = () => {
  if (LANDS_ON_PROJECTS.test(window.location.pathname)) loadProjectsPage().catch(() => undefined);
  return import('./signed-in-routes');
};
const loadSignedOut = () => import('./signed-out-routes');
const SignedInRoutes = lazy(() => loadSignedIn().then((m) => ({ default: m.SignedInRoutes })));
const SignedOutRoutes = lazy(() => loadSignedOut().then((m) => ({ default: m.SignedOutRoutes })));
// A failed fetch shows where the tree renders (the lazy component asks again and throws there).
if (typeof window !== 'undefined') (getStoredUser() ? loadSignedIn() : loadSignedOut()).catch(() => undefined);

/** Data that belongs to nobody in particular survives signing out; everything else is dropped. */
const PUBLIC_QUERIES = new Set(['configuration', 'instance-configuration', 'privacyterms']);

/** Chooses the route tree by whether a user is stored; signing in or out switches it in place. */
export function AppRoutes() {
  const { t } = useTranslation();
  const user = useStoredUser();
  const userId = user?.id ?? null;
  const previousUserId = useRef(userId);

  // One user's cached answers must never show to the next one.
  useEffect(() => {
    if (previousUserId.current !== null && previousUserId.current !== userId) {
      queryClient.removeQueries({ predicate: (query) => !PUBLIC_QUERIES.has(String(query.queryKey[0])) });
    }
    previousUserId.current = userId;
  }, [userId]);

  return (
    <Suspense fallback={<FullPageLoader label={t('common.loading')} />}>
      {user ? <SignedInRoutes /> : <SignedOutRoutes />}
    </Suspense>
  );
}
