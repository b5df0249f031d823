// @vitest-environment jsdom
import type { SearchResult } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearStoredUser, setStoredUser } from '../../../lib/stored-user';
import { fakeServer } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { sessionUser } from '../../../test/session-user';
import { stubMatchMedia } from '../../../test/stub-match-media';
import SearchPage from './search-page';

const result = (id: number, title: string): SearchResult => ({
  id,
  metadata: { project_id: 7, project_name: 'Koulu', title, document_type_id: 1, mime: 'image/jpeg' },
  match: { page: null, best_matching_sentences: [{ sentence: `${title}: putket vaihdettu.`, similarity: 1 }] },
  texts: { title },
  thumb: null,
  url: null,
});

function serve() {
  return fakeServer()
    .on(endpoints.documentTypes.list, () => ({ data: [], can: { create: false, manageFields: false } }))
    .on(endpoints.search.search, ({ body }) =>
      body.page === 1
        ? { data: { results: [1, 2, 3, 4, 5].map((i) => result(i, `Kuva ${i}`)), more_available: true } }
        : { data: { results: [result(6, 'Kuva 6')], more_available: false } },
    )
    .on(endpoints.search.details, ({ params }) => ({
      data: {
        id: params.documentId,
        project_id: 7,
        title: 'Kuva 6',
        mime: 'image/jpeg',
        url: null,
        thumb: null,
        pages: [],
        sentences: [],
      },
    }));
}

beforeAll(() => {
  stubMatchMedia();
  setStoredUser(sessionUser({ id: 9 }));
});
afterAll(() => clearStoredUser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SearchPage', () => {
  it('shows five results, loads more, and opens a result with a link to its project page', async () => {
    const server = serve();
    renderWithProviders(<SearchPage />, { path: '/search', initialEntry: '/search?q=putki' });
    expect(await screen.findByText('Kuva 5: putket vaihdettu.')).toBeTruthy();
    expect(screen.getAllByText(/^Koulu$/)).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Kuva 6: putket vaihdettu.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
    const bodies = server.callsTo(endpoints.search.search).map((call) => call.body);
    expect(bodies).toContainEqual({ query: 'putki', documentTypeId: null, page: 1 });
    expect(bodies.at(-1)).toEqual({ query: 'putki', documentTypeId: null, page: 2 });

    fireEvent.click(screen.getByRole('button', { name: 'Open Kuva 6' }));
    const link = await screen.findByRole('link', { name: 'Open in project' });
    expect(link.getAttribute('href')).toBe('/project/7/6');
  });

  it('says nothing was found, in Finnish', async () => {
    fakeServer()
      .on(endpoints.documentTypes.list, () => ({ data: [], can: { create: false, manageFields: false } }))
      .on(endpoints.search.search, () => ({ data: { results: [], more_available: false } }));
    renderWithProviders(<SearchPage />, { path: '/search', initialEntry: '/search?q=ja', language: 'fi' });
    expect(await screen.findByText('Mitään ei löytynyt')).toBeTruthy();
  });
});
