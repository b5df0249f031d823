// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { createTestI18n } from '../../test/render';
import { categoryDeleteErrorCode, categoryDeleteErrorKey } from './category-errors';

describe('user category delete errors', () => {
  it('shows the server -3 as 28', () => {
    expect(categoryDeleteErrorCode(-3)).toBe(28);
    expect(categoryDeleteErrorCode('-3')).toBe(28);
    expect(categoryDeleteErrorCode(5)).toBe(5);
  });

  it('reads 28 as "category in use" in both languages', () => {
    expect(categoryDeleteErrorKey(new ApiError({ status: 409, code: 28 }))).toBe('userCategories.inUse');
    expect(categoryDeleteErrorKey(new ApiError({ status: 418, code: -3 }))).toBe('userCategories.inUse');
    expect(categoryDeleteErrorKey(new ApiError({ status: 403, code: 5 }))).toBeNull();
    expect(createTestI18n('en').t('userCategories.inUse')).toBe('The user category is in use and cannot be deleted.');
    expect(createTestI18n('fi').t('userCategories.inUse')).toBe('Käyttäjäryhmä on käytössä, eikä sitä voi poistaa.');
  });
});
