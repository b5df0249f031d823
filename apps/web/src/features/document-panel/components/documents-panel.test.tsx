// @vitest-environment jsdom
import type { Document, Field, Keyword } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { publishRealtimeConnection } from '../../../lib/realtime-client';
import { clearStoredUser, setStoredUser } from '../../../lib/stored-user';
import { documentFixture } from '../../../test/document-fixture';
import { fakePusher } from '../../../test/fake-pusher';
import { fakeServer, refusal } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { sessionUser } from '../../../test/session-user';
import { stubBrowser, stubLayout, unstubLayout } from '../../../test/stub-browser';
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

/** The list as the server answers it: by counter, or the newest `limit` first. */
const listAnswer = (documents: Document[], limit: number | undefined) =>
  limit === undefined ? documents : [...documents].sort((a, b) => b.counterNumber - a.counterNumber).slice(0, limit);

/** The server at the edge: the documents list, and thumbnails by status (the last one repeats). */
function serve(documents: Document[], panelCan = can, thumbStatuses: number[] = []) {
  return fakeServer()
    .on(endpoints.documents.list, ({ query }) => ({ data: listAnswer(documents, query.limit), can: panelCan }))
    .on(endpoints.documents.thumb, () => {
      const status = (thumbStatuses.length > 1 ? thumbStatuses.shift() : thumbStatuses[0]) ?? 200;
      return status === 200 ? new Blob(['jpeg'], { type: 'image/jpeg' }) : refusal(status, 3);
    });
}

const thumbCalls = (server: ReturnType<typeof serve>) => server.callsTo(endpoints.documents.thumb).length;

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

beforeAll(async () => {
  stubBrowser();
  stubLayout();
  // The detail window is a chunk of its own (lazy-parts.ts): loaded once here, not inside a find.
  await import('./document-detail');
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
    serve(many);
    renderWithProviders(<Harness />);
    const table = await screen.findByRole('table', { name: 'Documents of the project' }, { timeout: 5000 });
    // The first page shows first; the whole list follows.
    await waitFor(() => expect(table.getAttribute('aria-rowcount')).toBe('10001'), { timeout: 20_000 });
    const rows = within(table).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(200);
    // Sorted by counter, the newest first, shown in base 32.
    expect(within(rows[1]).getByRole('cell', { name: (10_000).toString(32) })).toBeTruthy();
    // Ten thousand rows of data through jsdom are slow on a busy machine.
  }, 90_000);

  it('shows the counter in base 32, dates as YYYY.MM.DD HH:mm and cuts long names', async () => {
    serve([documentFixture({ id: 40, counterNumber: 40, name: 'A very long document name.jpg', thumb: null })]);
    renderWithProviders(<Harness />);
    const name = await screen.findByText('A very long docum...', {}, { timeout: 5000 });
    const row = name.closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('18')).toBeTruthy();
    expect(within(row).getByText(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/)).toBeTruthy();
  });

  it('offers add and move only when the list answer allows them', async () => {
    serve([documentFixture()]);
    const view = renderWithProviders(<Harness />);
    await screen.findAllByRole('row');
    expect(screen.queryByRole('button', { name: 'Add documents' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move selected' })).toBeNull();
    view.unmount();
    serve([documentFixture()], { ...can, create: true, move: true });
    renderWithProviders(<Harness />);
    expect(await screen.findByRole('button', { name: 'Add documents' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move selected' })).toBeTruthy();
  });

  it('filters by free text into the view state and says when nothing matches', async () => {
    serve([documentFixture({ id: 1, name: 'Kaivanto.jpg' }), documentFixture({ id: 2, name: 'Kaapeli.jpg' })]);
    renderWithProviders(<Harness />);
    await screen.findAllByRole('row');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'kaap' } });
    await waitFor(() => expect(lastView.filter).toBe('kaap'));
    expect(screen.getAllByRole('row')).toHaveLength(2);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('No documents match the filters.')).toBeTruthy();
  });

  it('opens the document of the view state in the detail window, in Finnish too', async () => {
    serve([documentFixture({ id: 7, name: 'Kuva.jpg', thumb: null })]);
    renderWithProviders(<Harness initial={{ ...defaultViewState(), activeImage: 7 }} />, { language: 'fi' });
    const dialog = await screen.findByRole('dialog');
    // The window's contents come in a chunk of their own.
    expect(await within(dialog).findByRole('button', { name: 'Muokkaa' })).toBeTruthy();
    expect(within(dialog).getByText('Tiedostot')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(lastView.activeImage).toBeNull());
  });

  it("refreshes the list when one of the project's document events arrives on the user's channel", async () => {
    const pusher = fakePusher();
    setStoredUser(sessionUser({ id: 9 }));
    publishRealtimeConnection(pusher.connection);
    const server = serve([documentFixture({ thumb: null })]);
    renderWithProviders(<Harness />);
    await screen.findAllByRole('row');
    expect(pusher.subscribed).toContain('private-user.9');
    expect(pusher.subscribed).not.toContain('private-project.1');
    const lists = () => server.callsTo(endpoints.documents.list).length;
    const before = lists();
    act(() => pusher.emit('private-user.9', 'DOCUMENT_CREATED', { id: 2, project_id: 1 }));
    await waitFor(() => expect(lists()).toBeGreaterThan(before));
    // Another project's event is not ours: however long the events are gathered, nothing is asked.
    const after = lists();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => pusher.emit('private-user.9', 'DOCUMENT_DELETED', { id: 2, project_id: 99 }));
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(lists()).toBe(after);
    publishRealtimeConnection(null);
    clearStoredUser();
  });

  it('retries a thumbnail that is not ready after (10 + failures)² ms', async () => {
    const server = serve([documentFixture({ id: 3 })], can, [404, 404, 404, 200]);
    renderWithProviders(<Harness />);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Picture of Document 3.jpg' }).tagName).toBe('IMG'), {
      timeout: 3000,
    });
    // StrictMode's first, abandoned fetch, then 404, 404 (after 121 and 144 ms) and the picture.
    expect(thumbCalls(server)).toBeGreaterThanOrEqual(3);
  });

  it('says nothing about a thumbnail of a removed document (410), and never asks again', async () => {
    // The clock runs, and can be run ahead past any retry there might be.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = serve([documentFixture({ id: 3 })], can, [410]);
    renderWithProviders(<Harness />);
    // While it loads the place holder is a picture; once the 410 is read, nothing is.
    await screen.findByRole('img', { name: 'Picture of Document 3.jpg' });
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Picture of Document 3.jpg' })).toBeNull());
    const before = thumbCalls(server);
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(thumbCalls(server)).toBe(before);
    expect(screen.queryByRole('alert')).toBeNull();
    error.mockRestore();
  });
});
