// @vitest-environment jsdom
import { DOCUMENT_FILE_ACCEPT, type DocumentType } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearStoredUser, setStoredUser } from '../../../lib/stored-user';
import { documentFixture } from '../../../test/document-fixture';
import { type answer, fakeServer, refusal } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { sessionUser } from '../../../test/session-user';
import { stubBrowser, stubLayout, unstubLayout } from '../../../test/stub-browser';
import { AddDocumentModal } from './add-document-modal';

const documentType = (id: number, overrides: Partial<DocumentType> = {}): DocumentType => ({
  id,
  name: id === 1 ? 'document_type_default' : `Type ${id}`,
  is_default: id === 1,
  is_immutable: id === 1,
  is_active: true,
  fields: [],
  can: { update: false, delete: false },
  ...overrides,
});

/** The server: these document types, and uploads answered by `upload` in turn (the last repeats). */
function serve(types: DocumentType[], uploads: (() => ReturnType<typeof answer> | null)[]) {
  let id = 100;
  return fakeServer()
    .on(endpoints.documentTypes.list, { data: types, can: { create: false, manageFields: false } })
    .on(endpoints.documents.upload, () => {
      const next = (uploads.length > 1 ? uploads.shift() : uploads[0]) ?? (() => null);
      return next() ?? { data: documentFixture({ id: ++id }) };
    });
}

function renderDialog(onClose = vi.fn()) {
  renderWithProviders(
    <AddDocumentModal
      opened
      onClose={onClose}
      projectId={1}
      globals={{ fields: [], keywords: [] }}
      folders={[{ id: 0, name: 'Main folder', depth: 0 }]}
      initialFolderId={0}
    />,
  );
  return onClose;
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]');
const choose = (...names: string[]) =>
  fireEvent.change(fileInput() as HTMLInputElement, {
    target: { files: names.map((name) => new File(['bytes'], name, { type: 'image/jpeg' })) },
  });

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
  vi.unstubAllGlobals();
});

describe('AddDocumentModal', () => {
  it('skips the type step when only one type is active', async () => {
    serve([documentType(1), documentType(2, { is_active: false })], []);
    renderDialog();
    expect(await screen.findByText('Type: Default type')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('asks for the type first when there are several', async () => {
    serve([documentType(1), documentType(2)], []);
    renderDialog();
    expect(await screen.findAllByRole('radio')).toHaveLength(2);
  });

  it('offers only what the server takes: no image/* (SVG), the shared list', async () => {
    serve([documentType(1)], []);
    renderDialog();
    await screen.findByText('Type: Default type');
    const accept = fileInput()?.getAttribute('accept') ?? '';
    expect(accept).toBe(DOCUMENT_FILE_ACCEPT);
    expect(accept).not.toMatch(/image\/\*|svg/);
    expect(accept.split(',')).toEqual(expect.arrayContaining(['.jpg', '.heic', '.pdf', 'image/jpeg', 'image/heic']));
  });

  it('sends a retried file with the key it was first sent with', async () => {
    const server = serve([documentType(1)], [() => refusal(503, 3), () => null]);
    const onClose = renderDialog();
    await screen.findByText('Type: Default type');
    choose('site.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send site.jpg again' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const keys = server
      .callsTo(endpoints.documents.upload)
      .map((call) => (call.body as { upload_key: string }).upload_key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('names the accepted types for a refused file, and offers no retry for it', async () => {
    const server = serve([documentType(1)], [() => refusal(422, 24), () => null]);
    renderDialog();
    await screen.findByText('Type: Default type');
    choose('drawing.jpg', 'photo.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const refused = await screen.findByRole('group', { name: 'drawing.jpg' });
    expect(
      await within(refused).findByText(
        'The server does not take this type of file. Accepted: JPG, PNG, GIF, HEIC, PDF, DOCX, XLSX, PPTX, ODT, ODS, DOC, XLS, TXT, CSV.',
      ),
    ).toBeTruthy();
    await within(screen.getByRole('group', { name: 'photo.jpg' })).findByLabelText('Sent');
    expect(screen.queryByRole('button', { name: 'Send drawing.jpg again' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send failed files again' })).toBeNull();
    expect(server.callsTo(endpoints.documents.upload)).toHaveLength(2);
  });
});
