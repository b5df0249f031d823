import type { Language } from '@portal/contracts';
import dayjs from 'dayjs';
import 'dayjs/locale/fi';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/first-screen/en.json';
import fi from '../locales/first-screen/fi.json';
import { initialLanguage, isLanguage, storeLanguage } from './language';

/** What the UI shows for a key that has no translation (spec part 1 section 1). */
export const MISSING_TRANSLATION = '???';

export type Resources = Record<Language, { translation: Record<string, unknown> }>;

/**
 * What the screens before sign-in need (login, passwords, terms, errors), in both languages. The
 * rest of the texts (`locales/app/`) come with the signed-in routes (lib/app-translations.ts):
 * on a phone's first visit every kilobyte of the start-up script delays the login form.
 */
export const firstScreenResources: Resources = {
  en: { translation: en },
  fi: { translation: fi },
};

function applyLanguageSideEffects(language: string) {
  dayjs.locale(language === 'fi' ? 'fi' : 'en');
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Creates an initialised i18next instance. No fallback language on purpose: a key missing in
 * Finnish must show ??? rather than silently showing English.
 */
export function createI18n(
  language: Language,
  instance: I18n = i18next.createInstance(),
  translations: Resources = firstScreenResources,
): I18n {
  instance.init({
    resources: translations,
    lng: language,
    fallbackLng: false,
    supportedLngs: ['en', 'fi'],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    parseMissingKeyHandler: () => MISSING_TRANSLATION,
  });
  return instance;
}

/** The app's instance, bound to react-i18next; created on first import. */
export const i18n = createI18n(initialLanguage(), i18next.use(initReactI18next));
applyLanguageSideEffects(i18n.language);

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  applyLanguageSideEffects(language);
  await i18n.changeLanguage(language);
}
