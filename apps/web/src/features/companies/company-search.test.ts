// @vitest-environment jsdom
import type { Company } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { createI18n } from '../../lib/i18n';
import { parseCompaniesTab } from './companies-tabs';
import { filterCompanies, sortCompaniesByName } from './company-search';
import { parseCompanyIdParam } from './pages/company-management-page';
import { reasonKey, refusalText } from './server-reasons';

const company = (id: number, name: string, code: string, type: Company['type']): Company => ({
  id,
  name,
  code,
  type,
  roles: [],
});

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

  it('sorts by name in Finnish order, both ways', () => {
    expect(sortCompaniesByName(companies, 'asc', 'fi').map((c) => c.name)).toEqual([
      'Aliurakointi Sähkö Oy',
      'Rakennus Oy',
      'Ärjy Oy',
    ]);
    expect(sortCompaniesByName(companies, 'desc', 'fi')[0].name).toBe('Ärjy Oy');
  });
});

describe('route state', () => {
  it('keeps a known tab and falls back to companies', () => {
    expect(parseCompaniesTab('inactiveusers')).toBe('inactiveusers');
    expect(parseCompaniesTab('nonsense')).toBe('companies');
    expect(parseCompaniesTab(null)).toBe('companies');
  });

  it('reads a missing or malformed company id as missing (error 2)', () => {
    expect(parseCompanyIdParam('12')).toBe(12);
    for (const raw of [undefined, '', '0', 'abc', '-1', '1.5']) expect(parseCompanyIdParam(raw)).toBeNull();
  });
});

describe('server reasons', () => {
  const en = createI18n('en');

  it('translates the reason keys the server sends', () => {
    const exists = (key: string) => en.exists(key);
    expect(reasonKey('company-has-users', exists)).toBe('companies.reasons.company-has-users');
    expect(reasonKey('email-in-use', exists)).toBe('users.reasons.email-in-use');
    expect(reasonKey('new-password-empty-warning', exists)).toBe('new-password-empty-warning');
    expect(reasonKey('Too small: expected string to have >=1 characters', exists)).toBeNull();
  });

  it('explains a refused company delete', () => {
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
