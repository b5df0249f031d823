// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../test/render';
import { ApiError } from './api-error';
import { createI18n } from './i18n';
import { reasonKey, refusalText } from './server-reasons';

describe('server reasons', () => {
  const en = createTestI18n('en');

  it('translates the reason keys the server sends from the reasons group of their section', () => {
    expect(reasonKey('company-has-users', en)).toBe('companies.reasons.company-has-users');
    expect(reasonKey('email-in-use', en)).toBe('users.reasons.email-in-use');
    expect(reasonKey('new-password-empty-warning', en)).toBe('new-password-empty-warning');
    expect(reasonKey('Too small: expected string to have >=1 characters', en)).toBeNull();
    expect(reasonKey('no-such-reason', en)).toBeNull();
  });

  it("finds a new area's reasons without naming the area", () => {
    const translation = { quotes: { reasons: { 'quote-locked': 'Locked.' } }, common: { required: 'Required' } };
    const own = createI18n('en', undefined, { en: { translation }, fi: { translation } });
    expect(reasonKey('quote-locked', own)).toBe('quotes.reasons.quote-locked');
    // A section without a reasons group, and a group rather than a text, are no reasons.
    expect(reasonKey('required', own)).toBeNull();
    expect(reasonKey('common', own)).toBeNull();
  });

  it('explains a refusal with its reason, else with the catalogue message and the words of a 409', () => {
    const error = new ApiError({
      status: 409,
      code: 14,
      message: 'The company has 2 user(s); remove them first.',
      fields: { company: ['company-has-users'] },
    });
    expect(refusalText(en.t, error)).toBe('The company still has users. Remove them from the company first.');
    expect(refusalText(en.t, new ApiError({ status: 409, code: 14, message: 'Busy.' }))).toBe(
      'The data conflicts with its current state. Busy.',
    );
  });
});
