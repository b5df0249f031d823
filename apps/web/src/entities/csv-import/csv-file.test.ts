// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { chooseCsvFile, importSuccessPath, isCsvFileName } from './csv-file';

const file = (name: string) => new File(['email,name\n'], name, { type: 'text/csv' });

describe('isCsvFileName', () => {
  it('accepts names ending in .csv in any case', () => {
    expect(isCsvFileName('users.csv')).toBe(true);
    expect(isCsvFileName('KÄYTTÄJÄT.CSV')).toBe(true);
    expect(isCsvFileName('export 2024.v2.Csv')).toBe(true);
  });

  it('refuses everything else', () => {
    for (const name of ['users.xlsx', 'users.csv.exe', 'users.txt', 'csv', '.csv', 'users', 'users.csvx', '']) {
      expect(isCsvFileName(name), name).toBe(false);
    }
  });
});

describe('chooseCsvFile', () => {
  it('keeps a .csv file', () => {
    const chosen = file('users.csv');
    expect(chooseCsvFile(chosen)).toEqual({ file: chosen, problem: null });
  });

  it('clears the selection and says why for other files', () => {
    expect(chooseCsvFile(file('users.xlsx'))).toEqual({ file: null, problem: 'not-csv' });
  });

  it('treats a cancelled picker as no selection without a problem', () => {
    expect(chooseCsvFile(undefined)).toEqual({ file: null, problem: null });
    expect(chooseCsvFile(null)).toEqual({ file: null, problem: null });
  });
});

describe('importSuccessPath', () => {
  it('sends users to /users and projects to /projects', () => {
    expect(importSuccessPath('users')).toBe('/users');
    expect(importSuccessPath('projects')).toBe('/projects');
  });
});
