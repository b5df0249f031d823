// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ALWAYS_ON_COLUMNS,
  DEFAULT_COLUMNS,
  normaliseColumns,
  readColumns,
  visibleOptionalColumns,
  writeColumns,
} from './project-columns';

describe('project table columns', () => {
  beforeEach(() => window.localStorage.clear());

  it('defaults to code, name and actions (spec part 1 §9, part 2 §2)', () => {
    expect(ALWAYS_ON_COLUMNS).toEqual(['code', 'name']);
    expect(DEFAULT_COLUMNS).toEqual(['actions']);
    expect(readColumns(1)).toEqual(['actions']);
  });

  it('keeps a choice per user in canonical order, id and the document columns included', () => {
    writeColumns(1, ['type', 'status', 'mostRecentDocument', 'id']);
    expect(readColumns(1)).toEqual(['id', 'mostRecentDocument', 'status', 'type']);
    expect(readColumns(2)).toEqual(['actions']);
  });

  it('drops unknown columns and falls back on broken storage', () => {
    expect(normaliseColumns(['status', 'bogus', 'code'])).toEqual(['status']);
    expect(normaliseColumns('nope')).toEqual(['actions']);
    window.localStorage.setItem('projects.columns.3', '{');
    expect(readColumns(3)).toEqual(['actions']);
  });

  it('hides type with one project type and actions when no row may be edited', () => {
    const all = ['status', 'companies', 'type', 'actions'] as const;
    expect(visibleOptionalColumns(all, { projectTypeCount: 1, hasEditableRows: true })).toEqual([
      'status',
      'companies',
      'actions',
    ]);
    expect(visibleOptionalColumns(all, { projectTypeCount: 3, hasEditableRows: false })).toEqual([
      'status',
      'companies',
      'type',
    ]);
  });
});
