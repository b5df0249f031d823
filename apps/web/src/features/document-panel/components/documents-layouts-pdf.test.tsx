// @vitest-environment jsdom
import { endpoints } from '@portal/contracts/endpoints';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearStoredUser, setStoredUser } from '../../../lib/stored-user';
import { documentFixture } from '../../../test/document-fixture';
import { fakeServer } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { sessionUser } from '../../../test/session-user';
import { stubBrowser, stubLayout, unstubLayout } from '../../../test/stub-browser';
import { type DocumentLayout, defaultViewState } from '../document-view-state';
import { DocumentsPanel } from './documents-panel';

/*
 * Issue 16, "PDFs show their first page as a thumbnail in icons and reports, with a PDF badge"
 * (they were white cards): every picture layout of the panel asks for the PDF's thumbnail and marks
 * it as a PDF; a photo gets no badge.
 */

const can = { create: false, createFolder: false, move: false, deleteAny: false, export: false };
const photo = documentFixture({ id: 1, name: 'Gate.jpg' });
const pdfFile = {
  ...photo.files[0],
  id: 2,
  name: 'Plan',
  full_name: 'Plan.pdf',
  extension: 'pdf',
  mime: 'application/pdf',
};
const pdf = documentFixture({ id: 2, name: 'Plan.pdf', files: [pdfFile] });

beforeAll(() => {
  stubBrowser();
  stubLayout();
  setStoredUser(sessionUser());
});
afterAll(() => {
  unstubLayout();
  clearStoredUser();
});
afterEach(cleanup);

describe.each<DocumentLayout>(['icons', 'report-date', 'report-type'])('the %s layout', (layout) => {
  it("shows a PDF's first page with a PDF badge, and a photo without one", async () => {
    const server = fakeServer()
      .on(endpoints.documents.list, () => ({ data: [photo, pdf], can }))
      .on(endpoints.documents.thumb, new Blob(['jpeg'], { type: 'image/jpeg' }));
    renderWithProviders(
      <DocumentsPanel
        projectId={1}
        view={{ ...defaultViewState(), layout }}
        onViewChange={() => {}}
        globals={{ fields: [], keywords: [] }}
        folders={[{ id: 0, name: 'Main folder', depth: 0 }]}
      />,
    );
    await waitFor(() => {
      const asked = server.callsTo(endpoints.documents.thumb).map((call) => call.params);
      expect(asked).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ documentId: 1 }),
          expect.objectContaining({ documentId: 2 }),
        ]),
      );
    });
    expect(await screen.findAllByText('PDF')).toHaveLength(1);
    expect(server.problems).toEqual([]);
  });
});
