// @vitest-environment jsdom
import { BACKGROUND_REQUEST_HEADER, type Document } from '@portal/contracts';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentFixture } from '../../../test/document-fixture';
import { renderWithProviders } from '../../../test/render';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { PROCESSING_REFETCH_MS, useProjectDocuments } from './documents';

const can = { create: false, createFolder: false, move: false, deleteAny: false, export: false };

/**
 * The list: processing for the page's own reads, done for a background read (the event that would
 * have said so never comes). Records whether each read was a background one.
 */
function stubList(processing: Document, done: Document) {
  const reads: boolean[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const background = new Headers(init?.headers).get(BACKGROUND_REQUEST_HEADER) === '1';
      reads.push(background);
      return new Response(JSON.stringify({ data: [background ? done : processing], can }), { status: 200 });
    }),
  );
  return reads;
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
    const reads = stubList(processing, done);
    renderWithProviders(<Positions />);
    expect(await screen.findByText('none')).toBeTruthy();
    const first = reads.length;
    expect(reads.every((background) => !background)).toBe(true);
    await act(async () => vi.advanceTimersByTime(PROCESSING_REFETCH_MS));
    expect(await screen.findByText('60.1,24.9')).toBeTruthy();
    expect(reads.slice(first)).toEqual([true]);
    await act(async () => vi.advanceTimersByTime(PROCESSING_REFETCH_MS * 3));
    expect(reads).toHaveLength(first + 1);
  });
});
