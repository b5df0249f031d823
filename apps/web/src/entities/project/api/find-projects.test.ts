// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectFixture } from '../../../test/project-fixture';
import { fetchAllProjects } from './find-projects';

const page = (ids: number[], currentPage: number, lastPage: number) =>
  new Response(
    JSON.stringify({
      data: ids.map((id) => projectFixture({ id })),
      meta: { current_page: currentPage, per_page: 9999, total: 0, last_page: lastPage },
    }),
    { status: 200, headers: { 'Content-Type': 'application/json' } },
  );

afterEach(() => vi.unstubAllGlobals());

describe('fetchAllProjects', () => {
  it('pages through to last_page in bulk pages, so no row past 9999 is dropped', async () => {
    const fetchMock = vi.fn(async (url: string) => {
      const n = Number(new URL(url, 'http://portal.test').searchParams.get('page'));
      // Page 3 repeats a row that moved between pages while they loaded.
      return page(n === 1 ? [1, 2] : n === 2 ? [3, 4] : [4, 5], n, 3);
    });
    vi.stubGlobal('fetch', fetchMock);
    const projects = await fetchAllProjects('archive');
    expect(projects.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    const urls = fetchMock.mock.calls.map(([url]) => new URL(url, 'http://portal.test').searchParams);
    expect(urls.map((q) => q.get('page'))).toEqual(['1', '2', '3']);
    expect(urls.every((q) => q.get('per_page') === '9999' && q.get('onlyinactive') === '1')).toBe(true);
  });

  it('asks once when everything fits one page', async () => {
    const fetchMock = vi.fn(async () => page([1], 1, 1));
    vi.stubGlobal('fetch', fetchMock);
    expect((await fetchAllProjects('active')).map((p) => p.id)).toEqual([1]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
