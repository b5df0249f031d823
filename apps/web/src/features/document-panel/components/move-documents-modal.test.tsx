// @vitest-environment jsdom
import { endpoints } from '@portal/contracts/endpoints';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, refusal } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { stubBrowser } from '../../../test/stub-browser';
import { MoveDocumentsModal } from './move-documents-modal';

const folders = [
  { id: 0, name: 'Main folder', depth: 0 },
  { id: 7, name: 'Drawings', depth: 0 },
];

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function moveTo(folderName: string) {
  fireEvent.click(screen.getByRole('combobox', { name: /Target folder/ }));
  fireEvent.click(await screen.findByRole('option', { name: folderName }));
  fireEvent.click(screen.getByRole('button', { name: 'Move to folder' }));
}

describe('moving documents to another folder', () => {
  it('moves the whole selection in one call', async () => {
    const server = fakeServer().on(endpoints.documents.moveMany, ({ body }) => ({ data: { ids: body.ids } }));
    const onMoved = vi.fn();
    renderWithProviders(
      <MoveDocumentsModal projectId={3} ids={[11, 12, 13]} folders={folders} onClose={() => {}} onMoved={onMoved} />,
    );
    await moveTo('Drawings');
    await waitFor(() => expect(onMoved).toHaveBeenCalledOnce());
    const calls = server.callsTo(endpoints.documents.moveMany);
    expect(calls).toHaveLength(1);
    expect(calls[0].params).toEqual({ id: 3 });
    expect(calls[0].body).toEqual({ ids: [11, 12, 13], folder_id: 7 });
    expect(server.callsTo(endpoints.documents.move)).toHaveLength(0);
  });

  it('shows the refusal and keeps the dialog open when the server moves nothing', async () => {
    fakeServer().on(endpoints.documents.moveMany, refusal(403, 1));
    const onMoved = vi.fn();
    renderWithProviders(
      <MoveDocumentsModal projectId={3} ids={[11, 12]} folders={folders} onClose={() => {}} onMoved={onMoved} />,
    );
    await moveTo('Main folder');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(onMoved).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Move to folder' })).toBeTruthy();
  });
});
