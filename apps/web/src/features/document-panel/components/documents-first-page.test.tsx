// @vitest-environment jsdom
import { DOCUMENTS_FIRST_PAGE, type Document } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { cleanup, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentFixture } from '../../../test/document-fixture';
import { fakeServer } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { stubBrowser, stubLayout, unstubLayout } from '../../../test/stub-browser';
import { type DocumentViewState, defaultViewState } from '../document-view-state';
import { DocumentsPanel } from './documents-panel';

/*
 * A big project's panel shows its newest documents from a first page (`limit`) while the whole
 * list, which the filters need, is still on its way (issue 16, "A 10,000-photo project opens fast
 * on a phone").
 */

const can = { create: false, createFolder: false, move: false, deleteAny: false, export: false };
/** 120 documents; every tenth shows a crane. */
const all = Array.from({ length: 120 }, (_, i) =>
  documentFixture({ id: i + 1, thumb: null, ...((i + 1) % 10 === 0 ? { name: `Crane ${i + 1}.jpg` } : {}) }),
);

/** The server: the first page at once; the whole list when the test lets it go. */
function serve() {
  let release = () => {};
  const whole = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = fakeServer().on(endpoints.documents.list, async ({ query }) => {
    if (query.limit === undefined) {
      await whole;
      return { data: all, can };
    }
    const newest = [...all]
      .reverse()
      .filter((doc) => query.folder_id === undefined || (doc.folder_id ?? 0) === query.folder_id);
    return { data: newest.slice(0, query.limit), can };
  });
  return { server, release };
}

function Harness({ initial }: { initial: DocumentViewState }) {
  const [view, setView] = useState(initial);
  return (
    <DocumentsPanel
      projectId={1}
      view={view}
      onViewChange={setView}
      globals={{ fields: [], keywords: [] }}
      folders={[{ id: 0, name: 'Main folder', depth: 0 }]}
    />
  );
}

const counterCell = (row: HTMLElement, doc: Document) => within(row).queryByRole('cell', { name: doc.counter });

beforeAll(() => {
  stubBrowser();
  stubLayout();
});
afterAll(() => unstubLayout());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DocumentsPanel: the first page before the whole list', () => {
  it('shows the newest documents of the first page at once, and the whole list when it comes', async () => {
    const { server, release } = serve();
    renderWithProviders(<Harness initial={defaultViewState()} />);
    const table = await screen.findByRole('table', { name: 'Documents of the project' });
    expect(table.getAttribute('aria-rowcount')).toBe(String(DOCUMENTS_FIRST_PAGE + 1));
    const rows = within(table).getAllByRole('row');
    expect(counterCell(rows[1], all[119])).toBeTruthy();
    expect(counterCell(rows[2], all[118])).toBeTruthy();
    // The count waits for the whole list.
    expect(screen.queryByLabelText(/documents shown/)).toBeNull();
    expect(server.callsTo(endpoints.documents.list).map((call) => call.query)).toEqual(
      expect.arrayContaining([{ limit: DOCUMENTS_FIRST_PAGE }, {}]),
    );

    release();
    expect(await screen.findByText('120')).toBeTruthy();
    expect(table.getAttribute('aria-rowcount')).toBe('121');
    expect(counterCell(within(table).getAllByRole('row')[1], all[119])).toBeTruthy();
  });

  it('asks for the open folder’s first page in folder mode', async () => {
    const { server } = serve();
    renderWithProviders(<Harness initial={{ ...defaultViewState(), flatMode: false, activeFolder: 0 }} />);
    await screen.findByRole('table', { name: 'Documents of the project' });
    expect(server.callsTo(endpoints.documents.list).map((call) => call.query)).toContainEqual({
      limit: DOCUMENTS_FIRST_PAGE,
      folder_id: 0,
    });
  });

  it('waits for the whole list when a filter is on: a first page cannot answer it', async () => {
    const { server, release } = serve();
    renderWithProviders(<Harness initial={{ ...defaultViewState(), filter: 'crane' }} />);
    await screen.findByRole('table', { name: 'Documents of the project' }).then(
      () => {
        throw new Error('no rows may show before the whole list');
      },
      () => undefined,
    );
    // StrictMode may ask twice; never for a first page.
    expect(server.callsTo(endpoints.documents.list).every((call) => JSON.stringify(call.query) === '{}')).toBe(true);
    release();
    const table = await screen.findByRole('table', { name: 'Documents of the project' });
    // The twelve cranes of the whole list.
    expect(table.getAttribute('aria-rowcount')).toBe('13');
  });
});
