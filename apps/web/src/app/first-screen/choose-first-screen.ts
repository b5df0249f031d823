import { readStorage } from '../../lib/browser-storage';
import { preloadSignedInChunks } from '../../lib/early-chunks';
import { startEarlyRequests } from '../../lib/early-requests';
import { FIRST_SCREEN_ATTRIBUTE, FIRST_SCREEN_ID } from '../../lib/first-screen';
import { browserLanguages, LANGUAGE_STORAGE_KEY } from '../../lib/language';
import { SESSION_EXPIRED_KEY, USER_STORAGE_KEY } from '../../lib/storage-keys';
import { earlyRequestUrls, storedToken } from './early-request-urls';
import { firstScreenLanguage } from './first-screen-choice';

// A script of its own, built apart from the app (vite-plugins/first-screen.ts) and loaded first in
// the head, so it has run before the first paint: it starts the reads a signed-in page's first
// screen waits on (lib/early-requests.ts) and the download of its code (lib/early-chunks.ts), and marks <html> with the language of the prerendered
// login form to show, when the app is going to show the login form. The rules that
// act on the mark are in first-screen.css, part of the app's start-up stylesheet; they show the
// first screen only where index.html has one (the server leaves it out for a branded installation).
{
  const storedUser = readStorage(USER_STORAGE_KEY);
  // A signed-in page's first answers are asked for now, while the app's scripts download.
  const token = storedToken(storedUser);
  if (token) {
    startEarlyRequests(earlyRequestUrls(window.location.pathname), token);
    preloadSignedInChunks(window.location.pathname);
  }
  const language = firstScreenLanguage({
    pathname: window.location.pathname,
    storedUser,
    storedLanguage: readStorage(LANGUAGE_STORAGE_KEY),
    browserLanguages: browserLanguages(),
    sessionExpired: readStorage(SESSION_EXPIRED_KEY, 'session') === '1',
  });
  if (language) document.documentElement.setAttribute(FIRST_SCREEN_ATTRIBUTE, language);
  // Not to be shown: gone once parsed, before the app renders anything, so that no hidden copy of
  // the login form's fields lingers beside the page the app shows.
  else document.addEventListener('DOMContentLoaded', () => document.getElementById(FIRST_SCREEN_ID)?.remove());
}
