import { ErrorCode } from '@portal/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import enApp from '../locales/app/en.json';
import fiApp from '../locales/app/fi.json';
import enFirst from '../locales/first-screen/en.json';
import fiFirst from '../locales/first-screen/fi.json';
import { createTestI18n } from '../test/render';
import { ApiError } from './api-error';
import { addAppTranslations } from './app-translations';
import { errorMessageKey } from './error-message';
import { createI18n, MISSING_TRANSLATION } from './i18n';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('translations', () => {
  it('shows ??? for a missing key, in both languages', () => {
    for (const language of ['en', 'fi'] as const) {
      const i18n = createI18n(language);
      expect(i18n.t('no.such.key')).toBe(MISSING_TRANSLATION);
      expect(i18n.t('auth.signIn')).not.toBe(MISSING_TRANSLATION);
    }
  });

  it('does not fall back to English for a key missing in Finnish', () => {
    const i18n = createI18n('fi', i18next.createInstance(), {
      en: { translation: { only: { english: 'Only English' } } },
      fi: { translation: {} },
    });
    expect(i18n.t('only.english')).toBe(MISSING_TRANSLATION);
  });

  it('has the same keys in English and Finnish', () => {
    expect(keysOf(fiFirst).sort()).toEqual(keysOf(enFirst).sort());
    expect(keysOf(fiApp).sort()).toEqual(keysOf(enApp).sort());
  });

  it('keeps each section in one half: the first screen or the signed-in app', () => {
    const first = Object.keys(enFirst);
    expect(Object.keys(enApp).filter((section) => first.includes(section))).toEqual([]);
  });

  it('shows the signed-in texts once the signed-in routes add them, and the first screen before', () => {
    const i18n = createI18n('fi');
    expect(i18n.t('auth.signIn')).toBe('Kirjaudu sisään');
    expect(i18n.t('folders.subfolders', { count: 1 })).toBe(MISSING_TRANSLATION);
    addAppTranslations(i18n);
    expect(i18n.t('folders.subfolders', { count: 1 })).toBe('1 alikansio');
    expect(i18n.t('auth.signIn')).toBe('Kirjaudu sisään');
  });

  it('has a message for every catalogue code', () => {
    const i18n = createTestI18n('fi');
    for (const code of Object.values(ErrorCode)) {
      expect(i18n.exists(`error.${code}`), `error.${code}`).toBe(true);
    }
  });

  it('uses the real Finnish words', () => {
    const i18n = createI18n('fi');
    expect(i18n.t('auth.signIn')).toBe('Kirjaudu sisään');
    expect(i18n.t('auth.forgotLink')).toBe('Unohtuiko salasana?');
    expect(i18n.t('session.continue')).toBe('Jatka');
  });

  it('counts folder contents and listed projects in the singular and the plural', () => {
    const english = createTestI18n('en');
    const finnish = createTestI18n('fi');
    expect(english.t('folders.subfolders', { count: 1 })).toBe('1 subfolder');
    expect(english.t('folders.files', { count: 0 })).toBe('0 files');
    expect(finnish.t('folders.subfolders', { count: 1 })).toBe('1 alikansio');
    expect(finnish.t('folders.files', { count: 3 })).toBe('3 tiedostoa');
    expect(english.t('projects.count', { shown: 1, count: 1 })).toBe('1 of 1 project');
    expect(finnish.t('projects.count', { shown: 2, count: 7 })).toBe('2 / 7 projektia');
  });
});

describe('errorMessageKey', () => {
  const i18n = createI18n('en');
  const hasKey = (key: string) => i18n.exists(key);
  const message = (error: unknown) => {
    const { key, values } = errorMessageKey(error, hasKey);
    return i18n.t(key, values);
  };

  it('uses the catalogue message of the code', () => {
    expect(message(new ApiError({ status: 409, code: 29 }))).toBe('The project code is already in use.');
  });

  it('uses the generic message with the code for unknown codes', () => {
    expect(message(new ApiError({ status: 400, code: 9999 }))).toBe(
      'An error happened during the operation. Error code: 9999.',
    );
  });

  it('gives throttling and not-ready their own messages', () => {
    expect(message(new ApiError({ status: 429, code: 8, retryAfterSeconds: 600 }))).toBe(
      'Too many attempts. Try again in 10 minutes.',
    );
    expect(message(new ApiError({ status: 503, code: 500 }))).toBe(
      'The service is not ready yet. Please try again shortly.',
    );
  });
});
