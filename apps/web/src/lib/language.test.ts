import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './language';

describe('chooseLanguage', () => {
  it('prefers the stored choice', () => {
    expect(chooseLanguage('fi', ['en-US'])).toBe('fi');
    expect(chooseLanguage('en', ['fi-FI'])).toBe('en');
  });

  it('ignores a stored value that is not a language of the portal', () => {
    expect(chooseLanguage('sv', ['fi-FI'])).toBe('fi');
    expect(chooseLanguage('', ['fi'])).toBe('fi');
  });

  it('falls back to the first supported browser language, region or not', () => {
    expect(chooseLanguage(null, ['sv-SE', 'fi-FI', 'en'])).toBe('fi');
    expect(chooseLanguage(undefined, ['FI'])).toBe('fi');
    expect(chooseLanguage(null, ['en-GB', 'fi'])).toBe('en');
  });

  it('defaults to English', () => {
    expect(chooseLanguage(null, [])).toBe('en');
    expect(chooseLanguage(null, ['de-DE', 'sv'])).toBe('en');
  });
});
