// @vitest-environment jsdom
import { endpoints } from '@portal/contracts/endpoints';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { stubBrowser } from '../../../test/stub-browser';
import { DocumentThumb } from './document-thumb';

beforeAll(() => stubBrowser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const thumbOf = (thumb: string, pdf = false) => (
  <DocumentThumb
    projectId={1}
    documentId={5}
    thumb={thumb}
    version="2026-11-25T10:00:00.000Z"
    pdf={pdf}
    size="small"
    alt="Picture of the gate"
    width={80}
    height={80}
  />
);

describe('DocumentThumb', () => {
  it("asks for the thumbnail at the file's revision, and again at the next one after a replacement", async () => {
    const server = fakeServer().on(endpoints.documents.thumb, new Blob(['jpeg'], { type: 'image/jpeg' }));
    const view = renderWithProviders(thumbOf('projects/1/documents/5/thumb?v=1'));
    expect(await screen.findByRole('img', { name: 'Picture of the gate' })).toBeTruthy();
    const asked = () => server.callsTo(endpoints.documents.thumb).map((call) => call.query);
    expect(asked().at(-1)).toEqual({ size: 'small', v: '1' });
    // Replaced: the answer's thumb names revision 2, another URL than any cached one.
    view.rerenderWith(thumbOf('projects/1/documents/5/thumb?v=2'));
    await waitFor(() => expect(asked().at(-1)).toEqual({ size: 'small', v: '2' }));
    expect(server.problems).toEqual([]);
  });

  it("shows a PDF's first page with a PDF badge; a photo has none", async () => {
    fakeServer().on(endpoints.documents.thumb, new Blob(['jpeg'], { type: 'image/jpeg' }));
    const view = renderWithProviders(thumbOf('projects/1/documents/5/thumb?v=1', true));
    expect(await screen.findByRole('img', { name: 'Picture of the gate' })).toBeTruthy();
    expect(screen.getByText('PDF')).toBeTruthy();
    view.rerenderWith(thumbOf('projects/1/documents/5/thumb?v=1'));
    expect(screen.queryByText('PDF')).toBeNull();
  });
});
