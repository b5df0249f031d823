// @vitest-environment jsdom
import type { Document, Field, Keyword } from '@portal/contracts';
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
    <DocumentsPanel
      projectId={1}
      view={view}
      onViewChange={setView}
      globals={{ fields, keywords }}
      folders={[{ id: 0, name: 'Main folder', depth: 0 }]}
    />
  );
}
const opened = (id: number) => ({ ...defaultViewState(), activeImage: id });

beforeAll(() => {
  stubBrowser();
  stubLayout();
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
      { id: 21, field_id: 2, text: 'runkovaihe', deactivated: false },
      { id: 11, field_id: 4, text: 'Valmis', deactivated: false },
    ],
    phase: 'runkovaihe',
    state: 'Valmis',
  });

  it('shows coordinates rounded to 6 decimals with the GPS accuracy, and keywords as written', async () => {
    serve([positioned]);
    renderWithProviders(<Harness initial={opened(7)} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('60.169901, 24.938401 (± 5 m)')).toBeTruthy();
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
