import type { i18n as I18n } from 'i18next';
import en from '../locales/app/en.json';
import fi from '../locales/app/fi.json';
import { firstScreenResources, i18n, type Resources } from './i18n';

/** The texts of the signed-in screens: every section that the first screen does not need. */
const appResources: Resources = {
  en: { translation: en },
  fi: { translation: fi },
};

/** Both halves, for tests and tools that want every text at once. */
export const allResources: Resources = {
  en: { translation: { ...firstScreenResources.en.translation, ...en } },
  fi: { translation: { ...firstScreenResources.fi.translation, ...fi } },
};

/**
 * Adds the signed-in texts to an i18next instance (the app's by default). Called when the
 * signed-in routes load, before any of their screens render. Adding twice changes nothing.
 */
export function addAppTranslations(instance: I18n = i18n): void {
  for (const language of ['en', 'fi'] as const) {
    instance.addResourceBundle(language, 'translation', appResources[language].translation, true, false);
  }
}
