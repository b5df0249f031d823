import { useLayoutEffect } from 'react';
import { releaseFirstScreen } from './first-screen';

/** For every screen the app may start with other than the login form: the first screen goes before it paints. */
export function useReleaseFirstScreen(): void {
  useLayoutEffect(() => {
    releaseFirstScreen();
  }, []);
}
