import type { Language } from '@portal/contracts/constants';
import { chooseLanguage } from '../../lib/language';

/** Signed-out pages that are not the login form (app/routing/signed-out-routes.tsx). */
const NOT_THE_LOGIN = /^\/(?:privacy\/?$|activate\/|forgot\/)/;

export interface FirstScreenFacts {
  pathname: string;
  /** localStorage's stored user, raw: any value means the app starts signed in. */
  storedUser: string | null;
  storedLanguage: string | null;
  browserLanguages: readonly string[];
  /** The session-expired notice is pending: only the app shows it, so the app must. */
  sessionExpired: boolean;
}

/**
 * Which language's first screen to show, or null for none: only a visitor who will see the login
 * form gets it, in the language the app will choose (lib/language.ts).
 */
export function firstScreenLanguage(facts: FirstScreenFacts): Language | null {
  if (facts.storedUser !== null || facts.sessionExpired || NOT_THE_LOGIN.test(facts.pathname)) return null;
  return chooseLanguage(facts.storedLanguage, facts.browserLanguages);
}
