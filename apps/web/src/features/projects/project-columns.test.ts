// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_COLUMNS,
  normaliseColumns,
  readColumns,
  visibleOptionalColumns,
  writeColumns,
} from './project-columns';

describe('project table columns', () => {
  beforeEach(() => window.localStorage.clear());

  it('defaults to actions besides the always-on id, code and name', () => {
    expect(DEFAULT_COLUMNS).toEqual(['actions']);
    expect(readColumns(1)).toEqual(['actions']);
  });

  it('keeps a choice per user in canonical order', () => {
    writeColumns(1, ['type', 'status']);
    expect(readColumns(1)).toEqual(['status', 'type']);
    expect(readColumns(2)).toEqual(['actions']);
  });

  it('drops unknown columns and falls back on broken storage', () => {
    expect(normaliseColumns(['status', 'bogus', 'code'])).toEqual(['status']);
    expect(normaliseColumns('nope')).toEqual(['actions']);
    window.localStorage.setItem('projects.columns.3', '{');
    expect(readColumns(3)).toEqual(['actions']);
  });

  it('hides type with one project type and actions without the manage permission', () => {
    const all = ['status', 'companies', 'type', 'actions'] as const;
    expect(visibleOptionalColumns(all, { projectTypeCount: 1, canManage: true })).toEqual([
      'status',
      'companies',
      'actions',
    ]);
    expect(visibleOptionalColumns(all, { projectTypeCount: 3, canManage: false })).toEqual([
      'status',
      'companies',
      'type',
    ]);
  });
});
