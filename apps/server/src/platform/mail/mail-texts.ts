import type { Language } from '@portal/contracts';
// The texts translators already keep for the web: one place for every word the portal writes.
import en from '../../../../web/src/locales/app/en.json';
import fi from '../../../../web/src/locales/app/fi.json';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A text of the `mail` section (`quoteSent.subject`); the English file decides which exist. */
export type MailTextKey = Leaves<typeof en.mail>;

export type MailValues = Record<string, string | number>;

/** Looks up and fills one text of the recipient's language. */
export type MailTranslate = (key: MailTextKey, values?: MailValues) => string;

const SECTIONS: Record<Language, unknown> = { en: en.mail, fi: fi.mail };

/** Direction marks, overrides, embeddings and isolates: one in a name could reverse the words after it. */
const BIDI_CONTROLS = /\p{Bidi_Control}/gu;
/** Line breaks and other control characters: in a subject they would start a new header. */
const LINE_BREAKS_AND_CONTROLS = /[\p{Cc}\p{Zl}\p{Zp}]/gu;
/** The same, but a line feed is kept: the lines of a comment. */
const CONTROLS_BUT_LINE_FEED = /(?!\n)[\p{Cc}\p{Zl}\p{Zp}]/gu;

/** A value written into a line of text: no control characters, no direction overrides. */
export function inlineValue(value: string | number): string {
  return String(value).replace(BIDI_CONTROLS, '').replace(LINE_BREAKS_AND_CONTROLS, ' ');
}

/** A block of text written by a user (a comment): its lines kept, direction overrides removed. */
export function blockValue(value: string): string {
  return value.replace(BIDI_CONTROLS, '').replace(/\r\n?/g, '\n').replace(CONTROLS_BUT_LINE_FEED, ' ');
}

/** The recipient's language: Finnish for `fi`, English otherwise (as the web chooses). */
export function mailLanguage(locale: string): Language {
  return locale === 'fi' ? 'fi' : 'en';
}

function lookUp(language: Language, key: string): string {
  let node: unknown = SECTIONS[language];
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  // A missing text fails the mail (and the test that renders every template), never sends a placeholder.
  if (typeof node !== 'string') throw new Error(`mail text ${language}:mail.${key} is missing`);
  return node;
}

/**
 * The `{{name}}` interpolation of i18next, strict: a placeholder without a value is an error
 * rather than an empty gap, and every value is made safe for a line of text.
 */
export function mailTranslator(language: Language): MailTranslate {
  return (key, values = {}) =>
    lookUp(language, key).replace(/\{\{\s*([\w]+)\s*\}\}/g, (_, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`mail text ${language}:mail.${key} needs {{${name}}}`);
      return inlineValue(value);
    });
}
