// @vitest-environment jsdom
import { endpoints } from '@portal/contracts/endpoints';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { projectFixture } from '../../../test/project-fixture';
import { fetchAllProjects } from './find-projects';

/** The projects list in pages of its rows; `last_page` as given. */
function serve(rowsOfPage: (page: number) => number[], lastPage: number) {
  return fakeServer().on(endpoints.projects.list, ({ query }) => ({
    data: rowsOfPage(query.page).map((id) => projectFixture({ id })),
    meta: { current_page: query.page, per_page: 9999, total: 0, last_page: lastPage },
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchAllProjects', () => {
  it('pages through to last_page in bulk pages, so no row past 9999 is dropped', async () => {
    // Page 3 repeats a row that moved between pages while they loaded.
    const server = serve((n) => (n === 1 ? [1, 2] : n === 2 ? [3, 4] : [4, 5]), 3);
    const projects = await fetchAllProjects('archive');
    expect(projects.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    const queries = server.callsTo(endpoints.projects.list).map((call) => call.query);
    expect(queries).toEqual([1, 2, 3].map((page) => ({ page, per_page: 9999, onlyinactive: '1' })));
  });

  it('asks once when everything fits one page', async () => {
    const server = serve(() => [1], 1);
    expect((await fetchAllProjects('active')).map((p) => p.id)).toEqual([1]);
    expect(server.calls).toHaveLength(1);
  });
});
