// @vitest-environment jsdom
import type { Company } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { reasonKey } from '../../lib/server-reasons';
import { companyFixture } from '../../test/company-fixture';
import { createTestI18n } from '../../test/render';
import { companiesTabsFor, parseCompaniesTab } from './companies-tabs';
import { parseCompanyIdParam } from './company-id-param';
import { filterCompanies } from './company-search';

const company = (id: number, name: string, code: string, type: Company['type']) =>
  companyFixture({ id, name, code, type });

const companies = [
  company(1, 'Rakennus Oy', 'RAK', 'owner'),
  company(2, 'Ärjy Oy', 'ARJ', 'client'),
  company(3, 'Aliurakointi Sähkö Oy', 'ASO', 'subcontractor'),
];

describe('companies search and sort', () => {
  it('filters by name, code, id and translated type as you type', () => {
    expect(filterCompanies(companies, 'sähkö').map((c) => c.id)).toEqual([3]);
    expect(filterCompanies(companies, 'rak').map((c) => c.id)).toEqual([1, 3]);
    expect(filterCompanies(companies, 'arj').map((c) => c.id)).toEqual([2]);
    expect(filterCompanies(companies, 'tilaaja', (t) => (t === 'client' ? 'Tilaaja' : t)).map((c) => c.id)).toEqual([
      2,
    ]);
    expect(filterCompanies(companies, '  ')).toHaveLength(3);
  });
});

describe('route state', () => {
  it('keeps a known tab and falls back to companies', () => {
    expect(parseCompaniesTab('inactiveusers')).toBe('inactiveusers');
    expect(parseCompaniesTab('nonsense')).toBe('companies');
    expect(parseCompaniesTab(null)).toBe('companies');
  });

  it('offers the user lists only to user administrators', () => {
    expect(companiesTabsFor(true)).toEqual(['companies', 'usertypes', 'allusers', 'inactiveusers', 'requests']);
    const offered = companiesTabsFor(false);
    expect(offered).toEqual(['companies', 'usertypes']);
    expect(parseCompaniesTab('allusers', offered)).toBe('companies');
    expect(parseCompaniesTab('usertypes', offered)).toBe('usertypes');
  });

  it('reads a missing or malformed company id as missing (error 2)', () => {
    expect(parseCompanyIdParam('12')).toBe(12);
    for (const raw of [undefined, '', '0', 'abc', '-1', '1.5']) expect(parseCompanyIdParam(raw)).toBeNull();
  });
});

describe('server reasons of the companies, users and permission calls', () => {
  const en = createTestI18n('en');

  it('has English and Finnish texts for every reason of the companies, users and permission calls', () => {
    // The keys the server modules companies, users, user-categories and permissions put in `errors.fields`.
    const sent = [
      'company-code-in-use',
      'company-has-users',
      'company-has-projects',
      'company-not-found',
      'id-mismatch',
      'missing-company-id',
      'email-in-use',
      'user-has-content',
      'role-not-in-company',
      'employee-role-fixed',
      'user-category-not-found',
      'user-category-name-in-use',
      'user-category-default',
      'new-password-empty-warning',
      'password-too-short',
      'password-too-weak',
      'permission-unknown',
      'role-unknown',
      'role-not-found',
      'role-not-company-role',
    ];
    for (const i18n of [en, createTestI18n('fi')]) {
      // No fallback language: a text counts only where this language has it.
      const missing = sent.filter((key) => reasonKey(key, i18n) === null);
      expect(missing, i18n.language).toEqual([]);
    }
  });
});
