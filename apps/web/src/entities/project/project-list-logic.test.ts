// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  incrementOpenCount,
  matchesSearch,
  OPEN_BOOST_MS,
  readHideDeleted,
  readOpenCounts,
  sortProjects,
  writeHideDeleted,
} from './project-list-logic';

const project = (id: number, mostRecentDocument: string | null, code = `P${id}`, name = `Project ${id}`) => ({
  id,
  code,
  name,
  mostRecentDocument,
});

describe('sortProjects', () => {
  beforeEach(() => window.localStorage.clear());

  it('sorts by most recent document, newest first, projects without documents last', () => {
    const list = [project(1, '2024-01-01T00:00:00Z'), project(2, null), project(3, '2024-03-01T00:00:00Z')];
    expect(sortProjects(list, {}).map((p) => p.id)).toEqual([3, 1, 2]);
  });

  it('boosts often opened projects by a day per opening', () => {
    const list = [project(1, '2024-01-01T00:00:00Z'), project(2, '2024-01-03T00:00:00Z')];
    expect(sortProjects(list, { 1: 1 }).map((p) => p.id)).toEqual([2, 1]);
    expect(sortProjects(list, { 1: 3 }).map((p) => p.id)).toEqual([1, 2]);
  });

  it('caps the boost so a much newer document still wins', () => {
    const old = project(1, '2020-01-01T00:00:00Z');
    const fresh = project(2, '2024-01-01T00:00:00Z');
    expect(sortProjects([old, fresh], { 1: 10_000 }).map((p) => p.id)).toEqual([2, 1]);
    expect(OPEN_BOOST_MS).toBeGreaterThan(0);
  });

  it('breaks ties by id descending and does not mutate the input', () => {
    const list = [project(1, null), project(5, null), project(3, null)];
    expect(sortProjects(list, {}).map((p) => p.id)).toEqual([5, 3, 1]);
    expect(list.map((p) => p.id)).toEqual([1, 5, 3]);
  });

  it('counts openings per user in localStorage', () => {
    incrementOpenCount(7, 10);
    incrementOpenCount(7, 10);
    incrementOpenCount(8, 10);
    expect(readOpenCounts(7)).toEqual({ 10: 2 });
    expect(readOpenCounts(8)).toEqual({ 10: 1 });
    window.localStorage.setItem('projects.openCounts.9', 'not json');
    expect(readOpenCounts(9)).toEqual({});
  });

  it('remembers the hide-deleted switch', () => {
    expect(readHideDeleted(1)).toBe(false);
    writeHideDeleted(1, true);
    expect(readHideDeleted(1)).toBe(true);
  });
});

describe('matchesSearch', () => {
  it('matches code and name case-insensitively', () => {
    const p = project(12, null, 'INF-001', 'Harbour Bridge');
    expect(matchesSearch(p, 'inf-0')).toBe(true);
    expect(matchesSearch(p, 'bridge')).toBe(true);
    expect(matchesSearch(p, '12')).toBe(true);
    expect(matchesSearch(p, 'tunnel')).toBe(false);
    expect(matchesSearch(p, '  ')).toBe(true);
  });
});
