import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../../components/full-page-state';
import { queryClient } from '../../lib/query-client';
import { useStoredUser } from '../../lib/stored-user';
import { SignedInRoutes } from './signed-in-routes';
import { SignedOutRoutes } from './signed-out-routes';

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

  if (!user) return <SignedOutRoutes />;
  return (
    <Suspense fallback={<FullPageLoader label={t('common.loading')} />}>
      <SignedInRoutes />
    </Suspense>
  );
}
