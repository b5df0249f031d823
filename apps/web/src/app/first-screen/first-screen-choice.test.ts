import { describe, expect, it } from 'vitest';
import { type FirstScreenFacts, firstScreenLanguage } from './first-screen-choice';

const visitor: FirstScreenFacts = {
  pathname: '/',
  storedUser: null,
  storedLanguage: null,
  browserLanguages: ['en-US'],
  sessionExpired: false,
};

describe('which first screen a visitor gets', () => {
  it('the login form in the language the app will choose', () => {
    expect(firstScreenLanguage(visitor)).toBe('en');
    expect(firstScreenLanguage({ ...visitor, browserLanguages: ['fi-FI', 'en'] })).toBe('fi');
    expect(firstScreenLanguage({ ...visitor, storedLanguage: 'fi' })).toBe('fi');
    // Any other address shows the login form too when signed out (a deep link).
    expect(firstScreenLanguage({ ...visitor, pathname: '/project/12' })).toBe('en');
  });

  it('none for a signed-in visitor, a pending session-expired notice or the other signed-out pages', () => {
    expect(firstScreenLanguage({ ...visitor, storedUser: '{"id":1}' })).toBeNull();
    expect(firstScreenLanguage({ ...visitor, sessionExpired: true })).toBeNull();
    for (const pathname of ['/privacy', '/activate/abc/a%40b.fi', '/forgot/abc/a%40b.fi']) {
      expect(firstScreenLanguage({ ...visitor, pathname })).toBeNull();
    }
  });
});
