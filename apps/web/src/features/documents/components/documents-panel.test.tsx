// @vitest-environment jsdom
import type { Document, Field, Keyword } from '@portal/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { publishRealtimeConnection } from '../../../lib/realtime-client';
import { clearStoredUser, setStoredUser } from '../../../lib/stored-user';
import { fakePusher } from '../../../test/fake-pusher';
import { renderWithProviders } from '../../../test/render';
import { sessionUser } from '../../../test/session-user';
import { stubBrowser, stubLayout, unstubLayout } from '../../../test/stub-browser';
import { documentFixture } from '../document-fixture';
import { type DocumentViewState, defaultViewState } from '../document-view-state';
import { DocumentsPanel } from './documents-panel';

const can = { create: false, createFolder: false, move: false, deleteAny: false, export: false };
const fields: Field[] = [
  {
    id: 4,
    key: 'state',
    type: 'keywords',
    is_automatic: false,
    is_default: true,
    order: 4,
    show_in_documents_table: true,
    keywords: [],
  },
];
const keywords: Keyword[] = [
  { id: 11, field_id: 4, text: 'Valmis', deactivated: false },
  { id: 12, field_id: 4, text: '-', deactivated: false },
  { id: 13, field_id: 4, text: 'Vanha', deactivated: true },
];

/** The server at the edge: the documents list, and thumbnails by status. */
function stubServer(documents: Document[], panelCan = can, thumbStatuses: number[] = []) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      if (url.includes('/thumb')) {
        // The last status repeats.
        const status = (thumbStatuses.length > 1 ? thumbStatuses.shift() : thumbStatuses[0]) ?? 200;
        return status === 200
          ? new Response('jpeg', { status: 200, headers: { 'Content-Type': 'image/jpeg' } })
          : new Response(JSON.stringify({ errors: { code: 3, message: 'x' }, errorCode: 3 }), { status });
      }
      return new Response(JSON.stringify({ data: documents, can: panelCan }), { status: 200 });
    }),
  );
  return calls;
}

let lastView: DocumentViewState = defaultViewState();
function Harness({ initial = defaultViewState() }: { initial?: DocumentViewState }) {
  const [view, setView] = useState(initial);
  lastView = view;
  return (
    <DocumentsPanel
      projectId={1}
      view={view}
      onViewChange={setView}
      globals={{ fields, keywords }}
      folders={[{ id: 0, name: 'Main folder', depth: 0 }]}
    />
  );
}

beforeAll(() => {
  stubBrowser();
  stubLayout();
});
afterAll(() => {
  unstubLayout();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('DocumentsPanel', () => {
  it('keeps fewer than 200 rows in the DOM for 10,000 documents', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => documentFixture({ id: i + 1, thumb: null }));
    stubServer(many);
    renderWithProviders(<Harness />);
    const table = await screen.findByRole('table', { name: 'Documents of the project' }, { timeout: 5000 });
    expect(table.getAttribute('aria-rowcount')).toBe('10001');
    const rows = within(table).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(200);
    // Sorted by counter, shown in base 32.
    expect(within(rows[1]).getByRole('cell', { name: '1' })).toBeTruthy();
    // Ten thousand rows of data through jsdom are slow on a busy machine.
  }, 90_000);

  it('shows the counter in base 32, dates as YYYY.MM.DD HH:mm and cuts long names', async () => {
    stubServer([documentFixture({ id: 40, counterNumber: 40, name: 'A very long document name.jpg', thumb: null })]);
    renderWithProviders(<Harness />);
    const name = await screen.findByText('A very long docum...', {}, { timeout: 5000 });
    const row = name.closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('18')).toBeTruthy();
    expect(within(row).getByText(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/)).toBeTruthy();
  });

  it('offers add and move only when the list answer allows them', async () => {
    stubServer([documentFixture()]);
    const view = renderWithProviders(<Harness />);
    await screen.findAllByRole('row');
    expect(screen.queryByRole('button', { name: 'Add documents' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move selected' })).toBeNull();
    view.unmount();
    stubServer([documentFixture()], { ...can, create: true, move: true });
    renderWithProviders(<Harness />);
    expect(await screen.findByRole('button', { name: 'Add documents' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move selected' })).toBeTruthy();
  });

  it('filters by free text into the view state and says when nothing matches', async () => {
    stubServer([documentFixture({ id: 1, name: 'Kaivanto.jpg' }), documentFixture({ id: 2, name: 'Kaapeli.jpg' })]);
    renderWithProviders(<Harness />);
    await screen.findAllByRole('row');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'kaap' } });
    await waitFor(() => expect(lastView.filter).toBe('kaap'));
    expect(screen.getAllByRole('row')).toHaveLength(2);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('No documents match the filters.')).toBeTruthy();
  });

  it('opens the document of the view state in the detail window, in Finnish too', async () => {
    stubServer([documentFixture({ id: 7, name: 'Kuva.jpg', thumb: null })]);
    renderWithProviders(<Harness initial={{ ...defaultViewState(), activeImage: 7 }} />, { language: 'fi' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Muokkaa' })).toBeTruthy();
    expect(within(dialog).getByText('Tiedostot')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(lastView.activeImage).toBeNull());
  });

  it("refreshes the list when one of the project's document events arrives on the user's channel", async () => {
    const pusher = fakePusher();
    setStoredUser(sessionUser({ id: 9 }));
    publishRealtimeConnection(pusher.connection);
    const calls = stubServer([documentFixture({ thumb: null })]);
    renderWithProviders(<Harness />);
    await screen.findAllByRole('row');
    expect(pusher.subscribed).toContain('private-user.9');
    const lists = () => calls.filter((url) => url.includes('/documents') && !url.includes('/thumb')).length;
    const before = lists();
    act(() => pusher.emit('private-user.9', 'DOCUMENT_CREATED', { id: 2, project_id: 1 }));
    await waitFor(() => expect(lists()).toBeGreaterThan(before));
    // Another project's event is not ours.
    const after = lists();
    act(() => pusher.emit('private-user.9', 'DOCUMENT_DELETED', { id: 2, project_id: 99 }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(lists()).toBe(after);
    publishRealtimeConnection(null);
    clearStoredUser();
  });

  it('retries a thumbnail that is not ready after (10 + failures)² ms', async () => {
    const calls = stubServer([documentFixture({ id: 3 })], can, [404, 404, 404, 200]);
    renderWithProviders(<Harness />);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Picture of Document 3.jpg' }).tagName).toBe('IMG'), {
      timeout: 3000,
    });
    // StrictMode's first, abandoned fetch, then 404, 404 (after 121 and 144 ms) and the picture.
    expect(calls.filter((url) => url.includes('/thumb')).length).toBeGreaterThanOrEqual(3);
  });

  it('says nothing about a thumbnail of a removed document (410)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = stubServer([documentFixture({ id: 3 })], can, [410]);
    renderWithProviders(<Harness />);
    await waitFor(() => expect(calls.some((url) => url.includes('/thumb'))).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const before = calls.filter((url) => url.includes('/thumb')).length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(calls.filter((url) => url.includes('/thumb'))).toHaveLength(before);
    expect(screen.queryByRole('img', { name: 'Picture of Document 3.jpg' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    error.mockRestore();
  });
});
