// @vitest-environment jsdom
import { Notifications, notifications } from '@mantine/notifications';
import type { DeleteRequest, Document, ProjectDocumentsCan } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearStoredUser, setStoredUser } from '../../../lib/stored-user';
import { documentFixture } from '../../../test/document-fixture';
import { fakeServer, refusal } from '../../../test/fake-server';
import { projectFixture } from '../../../test/project-fixture';
import { renderWithProviders } from '../../../test/render';
import { sessionUser } from '../../../test/session-user';
import { stubBrowser, stubLayout, unstubLayout } from '../../../test/stub-browser';
import { ProjectDocuments } from './project-documents';

const noCan: ProjectDocumentsCan = { create: false, createFolder: false, move: false, deleteAny: false, export: false };
const mayAsk = { update: false, delete: false, move: false, requestDelete: true };
const mayDelete = { update: true, delete: true, move: true, requestDelete: false };

const deleteRequest = (documentId: number): DeleteRequest => ({
  id: 50,
  project_id: 1,
  project: { id: 1, name: 'Project 1' },
  document: { id: documentId, project_id: 1, name: 'x', counter: '1', url: null, thumb: null, mime: null },
  reason: null,
  is_deleted: false,
  created_by: { name: 'Eeva Esimerkki', email: 'eeva@example.com' },
  created_at: '2026-11-20T10:00:00.000Z',
  can: { accept: false, reject: false },
});

/** The server at the edge: the project's documents, no fields, keywords or folders, and the two writes. */
function serve(documents: Document[], can: ProjectDocumentsCan, exportStatus = 200) {
  return fakeServer()
    .on(endpoints.documents.list, { data: documents, can })
    .on(endpoints.documents.thumb, new Blob(['jpeg'], { type: 'image/jpeg' }))
    .on(endpoints.fields.list, { data: [] })
    .on(endpoints.fields.allKeywords, { data: [] })
    .on(endpoints.folders.list, { data: [] })
    .on(endpoints.deleteRequests.create, ({ body }) => ({ data: deleteRequest(body.document_id) }))
    .on(endpoints.exports.create, () =>
      exportStatus === 200 ? { data: { id: 5 }, code: 200 } : refusal(exportStatus, 3),
    );
}

function renderDocuments(options: { exportEnabled?: boolean; language?: 'en' | 'fi' } = {}) {
  return renderWithProviders(
    <>
      <Notifications />
      <ProjectDocuments project={projectFixture({ id: 1, type: 'condominium' })} />
    </>,
    {
      path: '/project/:id/:view?',
      initialEntry: '/project/1',
      language: options.language,
      configuration: { export: options.exportEnabled ?? false },
    },
  );
}

beforeAll(() => {
  stubBrowser();
  stubLayout();
  setStoredUser(sessionUser());
});
afterAll(() => {
  unstubLayout();
  clearStoredUser();
});
afterEach(() => {
  cleanup();
  // The notices live in one store: those of an earlier test would hold a later one in the queue.
  notifications.clean();
  vi.unstubAllGlobals();
});

const select = async (name: string) => fireEvent.click(await screen.findByRole('checkbox', { name: `Select ${name}` }));

describe('ProjectDocuments: request deletion', () => {
  it('asks for the selected documents that may only be asked about, and says so', async () => {
    const server = serve(
      [documentFixture({ id: 1, can: mayAsk }), documentFixture({ id: 2, can: mayAsk }), documentFixture({ id: 3 })],
      noCan,
    );
    renderDocuments();
    await screen.findAllByRole('row');
    expect(screen.queryByRole('button', { name: /Request deletion/ })).toBeNull();
    await select('Document 1.jpg');
    await select('Document 2.jpg');
    await select('Document 3.jpg');
    // Document 3 may not be asked about: two requests, one per document, with the reason given.
    fireEvent.click(screen.getByRole('button', { name: 'Request deletion (2)' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Taken at the wrong site' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(
      await screen.findByText('Deletion requested for 2 documents. A manager will review the requests.'),
    ).toBeTruthy();
    expect(server.writes().map((call) => [call.endpoint, call.body])).toEqual([
      [endpoints.deleteRequests.create, { document_id: 1, reason: 'Taken at the wrong site' }],
      [endpoints.deleteRequests.create, { document_id: 2, reason: 'Taken at the wrong site' }],
    ]);
  });

  it('shows a pending request instead of the button, so a second click sends nothing', async () => {
    const documents = [documentFixture({ id: 1, can: mayAsk })];
    const server = serve(documents, noCan).on(endpoints.deleteRequests.create, ({ body }) => {
      // The server's answer: the document now has an open request, which its next reading tells.
      documents[0] = { ...documents[0], delete_requested: true };
      return { data: deleteRequest(body.document_id) };
    });
    server.on(endpoints.documents.list, () => ({ data: documents, can: noCan }));
    renderDocuments();
    await select('Document 1.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Request deletion (1)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send the request' }));
    const pending = await screen.findByRole('button', { name: 'Deletion requested' });
    expect(pending.hasAttribute('disabled')).toBe(true);
    fireEvent.click(pending);
    expect(server.writes().map((call) => call.body)).toEqual([{ document_id: 1, reason: null }]);
    expect(screen.queryByRole('button', { name: /Request deletion/ })).toBeNull();
  });

  it('is not offered where the document may be deleted: delete is', async () => {
    serve([documentFixture({ id: 1, can: mayDelete })], { ...noCan, deleteAny: true });
    renderDocuments();
    await select('Document 1.jpg');
    expect(await screen.findByRole('button', { name: 'Delete 1 selected' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Request deletion/ })).toBeNull();
  });

  it('is offered in the detail window of a document that may be asked about, in Finnish', async () => {
    const server = serve([documentFixture({ id: 7, thumb: null, can: mayAsk })], noCan);
    renderWithProviders(
      <>
        <Notifications />
        <ProjectDocuments project={projectFixture({ id: 1, type: 'condominium' })} />
      </>,
      { path: '/project/:id/:view?', initialEntry: '/project/1/7', language: 'fi', configuration: { export: false } },
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Pyydä poistoa' }));
    expect(within(dialog).queryByRole('button', { name: 'Poista' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Lähetä pyyntö' }));
    expect(await screen.findByText('Poistopyyntö lähetetty. Ylläpitäjä käsittelee pyynnön.')).toBeTruthy();
    expect(server.writes().map((call) => call.body)).toEqual([{ document_id: 7, reason: null }]);
  });
});

describe('ProjectDocuments: export', () => {
  it('is shown only when configuration enables exporting and the list allows it', async () => {
    serve([documentFixture()], { ...noCan, export: true });
    const first = renderDocuments({ exportEnabled: false });
    await screen.findAllByRole('row');
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
    first.unmount();
    serve([documentFixture()], noCan);
    const second = renderDocuments({ exportEnabled: true });
    await screen.findAllByRole('row');
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
    second.unmount();
    serve([documentFixture()], { ...noCan, export: true });
    renderDocuments({ exportEnabled: true });
    expect(await screen.findByRole('button', { name: 'Export (ZIP)' })).toBeTruthy();
  });

  it('says error 26 without a call when nothing is selected', async () => {
    const server = serve([documentFixture()], { ...noCan, export: true });
    renderDocuments({ exportEnabled: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Export (ZIP)' }));
    expect(await screen.findByText('Choose at least one document.')).toBeTruthy();
    expect(server.writes()).toHaveLength(0);
  });

  it('exports the selected documents and says the ZIP will be e-mailed, in Finnish', async () => {
    const server = serve([documentFixture({ id: 1 }), documentFixture({ id: 2 })], { ...noCan, export: true });
    renderDocuments({ exportEnabled: true, language: 'fi' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Valitse Document 2.jpg' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Vie 1 (ZIP)' }));
    expect(await screen.findByText('Vienti aloitettu. ZIP-tiedosto lähetetään sinulle sähköpostilla.')).toBeTruthy();
    expect(server.writes().map((call) => [call.endpoint, call.params, call.body])).toEqual([
      [endpoints.exports.create, { id: 1 }, { documentIds: [2] }],
    ]);
  });

  it('shows export-error when the export is refused', async () => {
    serve([documentFixture({ id: 1 })], { ...noCan, export: true }, 403);
    renderDocuments({ exportEnabled: true });
    await select('Document 1.jpg');
    fireEvent.click(await screen.findByRole('button', { name: 'Export 1 (ZIP)' }));
    expect(await screen.findByText('The export failed')).toBeTruthy();
  });
});
