/**
 * The first screen (apps/web/vite-plugins/first-screen.ts): index.html carries the login
 * form as static markup, shown while the app's scripts load and start, so a phone on a weak
 * network sees the form at once. The app takes over when its own login form mounts, or when it
 * renders anything else, and carries over what was typed.
 */
export const FIRST_SCREEN_ID = 'first-screen';
/** On <html>: the language of the first screen shown; absent when none is shown. */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/** What the visitor did on the first screen before the app took over. */
export interface CarriedLogin {
  email: string;
  password: string;
  /** The field that had the focus, if one did. */
  focus: 'email' | 'password' | null;
}

/**
 * Removes the first screen and shows the app. Returns what was typed into the form that was
 * shown, or null when none was shown (signed in, another page, or already released).
 */
export function releaseFirstScreen(): CarriedLogin | null {
  if (typeof document === 'undefined') return null;
  const root = document.documentElement;
  const language = root.getAttribute(FIRST_SCREEN_ATTRIBUTE);
  const screen = document.getElementById(FIRST_SCREEN_ID);
  root.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
  if (!screen) return null;
  const shown = language ? screen.querySelector(`[data-language="${language}"]`) : null;
  const email = shown?.querySelector<HTMLInputElement>('input[type="email"]') ?? null;
  const password = shown?.querySelector<HTMLInputElement>('input[type="password"]') ?? null;
  const active = document.activeElement;
  screen.remove();
  if (!shown) return null;
  return {
    email: email?.value ?? '',
    password: password?.value ?? '',
    focus: active === email ? 'email' : active === password ? 'password' : null,
  };
}
