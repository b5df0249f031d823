// @vitest-environment jsdom
import type { Document } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentFixture } from '../../../test/document-fixture';
import { fakeServer } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { PROCESSING_REFETCH_MS, useProjectDocuments } from './documents';

const can = { create: false, createFolder: false, move: false, deleteAny: false, export: false };

/**
 * The list: processing for the page's own reads, done for a background read (the event that would
 * have said so never comes).
 */
function serve(processing: Document, done: Document) {
  return fakeServer().on(endpoints.documents.list, ({ background }) => ({
    data: [background ? done : processing],
    can,
  }));
}

function Positions() {
  const list = useProjectDocuments(1);
  return <p>{list.data?.data.map((doc) => doc.coordinates ?? 'none').join(' ')}</p>;
}

beforeAll(() => stubMatchMedia());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useProjectDocuments', () => {
  it('reads again in the background while a document is processing, and stops once all are ready', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const processing = documentFixture({ id: 1, ready: false, coordinates: null });
    const done = documentFixture({ id: 1, ready: true, coordinates: '60.1,24.9' });
    const server = serve(processing, done);
    const reads = () => server.callsTo(endpoints.documents.list).map((call) => call.background);
    renderWithProviders(<Positions />);
    expect(await screen.findByText('none')).toBeTruthy();
    const first = reads().length;
    expect(reads().every((background) => !background)).toBe(true);
    await act(async () => vi.advanceTimersByTime(PROCESSING_REFETCH_MS));
    expect(await screen.findByText('60.1,24.9')).toBeTruthy();
    expect(reads().slice(first)).toEqual([true]);
    await act(async () => vi.advanceTimersByTime(PROCESSING_REFETCH_MS * 3));
    expect(reads()).toHaveLength(first + 1);
  });
});
