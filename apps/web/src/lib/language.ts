import { LANGUAGES, type Language } from '@portal/contracts/constants';
import { readStorage, writeStorage } from './browser-storage';

export const LANGUAGE_STORAGE_KEY = 'language';
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Spec part 1 section 1: the language stored from an earlier visit, else the first browser
 * language we have (`fi-FI` counts as `fi`), else English.
 */
export function chooseLanguage(stored: string | null | undefined, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

export function initialLanguage(): Language {
  return chooseLanguage(readStorage(LANGUAGE_STORAGE_KEY), browserLanguages());
}

export function storeLanguage(language: Language): void {
  writeStorage(LANGUAGE_STORAGE_KEY, language);
}
