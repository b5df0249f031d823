// @vitest-environment jsdom

import { ModalsProvider } from '@mantine/modals';
import type { Document, Field, Keyword } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentFixture } from '../../../test/document-fixture';
import { fakeServer } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { stubBrowser, stubLayout, unstubLayout } from '../../../test/stub-browser';
import { type DocumentViewState, defaultViewState } from '../document-view-state';
import { DocumentsPanel } from './documents-panel';

const can = { create: false, createFolder: false, move: false, deleteAny: false, export: false };
const keywordField = (id: number, key: string, order: number): Field => ({
  id,
  key,
  type: 'keywords',
  is_automatic: false,
  is_default: true,
  order,
  show_in_documents_table: true,
  keywords: [],
});
const fields: Field[] = [
  keywordField(2, 'phase', 2),
  keywordField(4, 'state', 4),
  {
    id: 7,
    key: 'info',
    type: 'text',
    is_automatic: false,
    is_default: true,
    order: 7,
    show_in_documents_table: false,
    keywords: [],
  },
  {
    id: 9,
    key: 'inspected',
    type: 'date',
    is_automatic: false,
    is_default: false,
    order: 9,
    show_in_documents_table: false,
    keywords: [],
  },
];
const keywords: Keyword[] = [
  { id: 21, field_id: 2, text: 'runkovaihe', deactivated: false },
  { id: 11, field_id: 4, text: 'Valmis', deactivated: false },
];

function serve(documents: Document[]) {
  return fakeServer()
    .on(endpoints.documents.list, { data: documents, can })
    .on(endpoints.documents.thumb, new Blob(['jpeg'], { type: 'image/jpeg' }));
}

let lastView: DocumentViewState = defaultViewState();
function Harness({ initial = defaultViewState() }: { initial?: DocumentViewState }) {
  const [view, setView] = useState(initial);
  lastView = view;
  return (
    <ModalsProvider>
      <DocumentsPanel
        projectId={1}
        view={view}
        onViewChange={setView}
        globals={{ fields, keywords }}
        folders={[{ id: 0, name: 'Main folder', depth: 0 }]}
      />
    </ModalsProvider>
  );
}
const opened = (id: number) => ({ ...defaultViewState(), activeImage: id });

beforeAll(async () => {
  stubBrowser();
  stubLayout();
  // The window's body is a chunk of its own (lazy-parts.ts); load it once here, so that on a busy
  // machine no test waits for the first transform of its module inside a one-second find.
  await import('./document-detail');
});
afterAll(() => unstubLayout());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the document window', () => {
  const positioned = documentFixture({
    id: 7,
    coordinates: '60.16990123456789,24.938400999',
    gps_accuracy: 4.6,
    created: '2024-05-02T10:05:00.000Z',
    fields: [{ field_id: 9, text: null, date: '2024-06-30' }],
    keywords: [
      { id: 21, field_id: 2, text: 'runkovaihe' },
      { id: 11, field_id: 4, text: 'Valmis' },
    ],
    phase: 'runkovaihe',
    state: 'Valmis',
  });

  it('shows coordinates rounded to 6 decimals with the GPS accuracy, and keywords as written', async () => {
    serve([positioned]);
    renderWithProviders(<Harness initial={opened(7)} />);
    const dialog = await screen.findByRole('dialog');
    // The window's body is a chunk of its own (issue 16), so it arrives a moment after the frame.
    expect(await within(dialog).findByText('60.169901, 24.938401 (± 5 m)')).toBeTruthy();
    // Badges capitalise by default; a keyword reads the same here as in the table and the filters.
    for (const text of ['runkovaihe', 'Valmis']) {
      const badge = within(dialog).getByText(text).closest('.mantine-Badge-root') as HTMLElement;
      expect(badge.style.textTransform).toBe('none');
    }
  });

  it('leaves out the accuracy of a position set by hand (0) and keeps a text that is no position', async () => {
    serve([
      documentFixture({ id: 7, coordinates: '61.5,23.75', gps_accuracy: 0 }),
      documentFixture({ id: 8, coordinates: 'by the gate' }),
    ]);
    const view = renderWithProviders(<Harness initial={opened(7)} />);
    expect(await within(await screen.findByRole('dialog')).findByText('61.500000, 23.750000')).toBeTruthy();
    view.unmount();
    renderWithProviders(<Harness initial={opened(8)} />);
    expect(await within(await screen.findByRole('dialog')).findByText('by the gate')).toBeTruthy();
  });

  it("writes dates in the language's format: DD.MM.YYYY in Finnish, ISO in English", async () => {
    serve([positioned]);
    const view = renderWithProviders(<Harness initial={opened(7)} />, { language: 'fi' });
    const fi = await screen.findByRole('dialog');
    expect(within(fi).getByText(/^02\.05\.2024 \d{2}:05$/)).toBeTruthy();
    expect(within(fi).getByText('30.06.2024')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Päivämäärän mukaan' })).toBeTruthy();
    view.unmount();
    renderWithProviders(<Harness initial={opened(7)} />);
    const en = await screen.findByRole('dialog');
    expect(within(en).getByText(/^2024-05-02 \d{2}:05$/)).toBeTruthy();
    expect(within(en).getByText('2024-06-30')).toBeTruthy();
    expect(lastView.activeImage).toBe(7);
  });
});

describe('moving in and out of the document window', () => {
  const three = () => [
    documentFixture({ id: 1, name: 'Bravo.jpg' }),
    documentFixture({ id: 2, name: 'Alfa.jpg' }),
    documentFixture({ id: 3, name: 'Charlie.jpg' }),
  ];
  const serveEditable = (documents: Document[]) => serve(documents);

  it('walks with previous and next through the documents in the order the list shows them', async () => {
    serve(three());
    renderWithProviders(<Harness />);
    await screen.findAllByRole('row');
    // Sorted by name (not the default counter order): Alfa, Bravo, Charlie.
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open Alfa.jpg' }));
    const dialog = await screen.findByRole('dialog');
    const previous = within(dialog).getByRole('button', { name: 'Previous document' });
    const next = within(dialog).getByRole('button', { name: 'Next document' });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(next);
    await waitFor(() => expect(lastView.activeImage).toBe(1));
    fireEvent.click(next);
    await waitFor(() => expect(lastView.activeImage).toBe(3));
    expect((next as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(previous);
    await waitFor(() => expect(lastView.activeImage).toBe(1));
  });

  it('takes the focus in when it opens and gives it back when it closes', async () => {
    serve(three());
    renderWithProviders(<Harness />);
    const open = await screen.findByRole('button', { name: 'Open Charlie.jpg' });
    open.focus();
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open Charlie.jpg' }));
  });

  it('closes with Escape from anywhere on the page', async () => {
    serve(three());
    renderWithProviders(<Harness initial={opened(2)} />);
    await screen.findByRole('dialog');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    search.focus();
    fireEvent.keyDown(search, { key: 'Escape' });
    await waitFor(() => expect(lastView.activeImage).toBeNull());
  });

  it('lets Escape close an open dropdown of the edit form, never the window', async () => {
    serveEditable(three());
    renderWithProviders(<Harness initial={opened(2)} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const state = await within(dialog).findByLabelText('State');
    await act(async () => fireEvent.click(state));
    await waitFor(() => expect(state.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(state, { key: 'Escape' });
    await waitFor(() => expect(state.getAttribute('aria-expanded')).toBe('false'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(lastView.activeImage).toBe(2);
  });

  it('asks before an edit with unsaved changes is left, by Escape, another document or Cancel', async () => {
    serveEditable(three());
    renderWithProviders(<Harness initial={opened(2)} />);
    const dialog = await screen.findByRole('dialog', { name: /Alfa/ });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Edit' }));
    fireEvent.change(await within(dialog).findByRole('textbox', { name: 'Details' }), {
      target: { value: 'Kaivanto' },
    });

    fireEvent.keyDown(document.body, { key: 'Escape' });
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    // The confirmation fades out first.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull(), {
      timeout: 5000,
    });
    expect(lastView.activeImage).toBe(2);
    expect((within(dialog).getByRole('textbox', { name: 'Details' }) as HTMLTextAreaElement).value).toBe('Kaivanto');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Next document' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    // Newest first by default: after Alfa (counter 2) comes Bravo (counter 1).
    await waitFor(() => expect(lastView.activeImage).toBe(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull(), {
      timeout: 5000,
    });

    // Nothing changed: Cancel leaves the edit at once.
    fireEvent.click(await within(screen.getByRole('dialog', { name: /Bravo/ })).findByRole('button', { name: 'Edit' }));
    fireEvent.click(
      await within(screen.getByRole('dialog', { name: /Bravo/ })).findByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
    expect(within(screen.getByRole('dialog', { name: /Bravo/ })).getByRole('button', { name: 'Edit' })).toBeTruthy();
  });
});
