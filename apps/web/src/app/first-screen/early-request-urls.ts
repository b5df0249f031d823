import { DOCUMENTS_FIRST_PAGE } from '@portal/contracts/constants';
import { API_BASE } from '../../lib/api-base';

/** /project/{id} and /project/{id}/{view}: the project page (routing/signed-in-routes.tsx). */
const PROJECT_PAGE = /^\/project\/(\d{1,10})(?:\/(.*))?$/;

/**
 * What a signed-in page's first screen waits on, as the app's client will ask for it (the same
 * URLs: early-request-urls.test.ts compares them with the typed client's): on the project page,
 * the project, the first page of its documents and, unless the view hides the map, the positions
 * of its documents (the project's type, which decides whether there is a map, is not known yet: for
 * a type without one the answer goes unused). The paths are written out here because the script that
 * starts them must stay tiny (no endpoint declarations, no zod).
 */
export function earlyRequestUrls(pathname: string): string[] {
  const [, project, view = ''] = PROJECT_PAGE.exec(pathname) ?? [];
  if (!project) return [];
  const base = `${API_BASE}/projects/${project}`;
  const urls = [base, `${base}/documents?limit=${DOCUMENTS_FIRST_PAGE}`];
  // The view state's `"mapVisibility":false`, encoded or not.
  if (!/mapVisibility(?:"|%22)(?::|%3A)false/i.test(view)) urls.push(`${base}/pictures`);
  return urls;
}

/** The bearer token of the stored user (localStorage `user`, lib/stored-user.ts), or null. */
export function storedToken(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const token = (JSON.parse(raw) as { token?: unknown }).token;
    return typeof token === 'string' && token ? token : null;
  } catch {
    return null;
  }
}
