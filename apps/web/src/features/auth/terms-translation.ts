import type { PrivacyTerms } from '@portal/contracts';

type Translation = PrivacyTerms['translations'][number];

/** The terms in the current language, else English, else whatever exists. */
export function pickTranslation(terms: PrivacyTerms | undefined, language: string): Translation | null {
  const translations = terms?.translations ?? [];
  return (
    translations.find((t) => t.locale === language) ??
    translations.find((t) => t.locale === 'en') ??
    translations[0] ??
    null
  );
}
