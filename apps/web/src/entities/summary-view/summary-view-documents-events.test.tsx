// @vitest-environment jsdom
import { RealtimeEvent, userChannel } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { publishRealtimeConnection } from '../../lib/realtime-client';
import { clearStoredUser, setStoredUser } from '../../lib/stored-user';
import { fakePusher } from '../../test/fake-pusher';
import { fakeServer } from '../../test/fake-server';
import { renderWithProviders } from '../../test/render';
import { sessionUser } from '../../test/session-user';
import { stubBrowser } from '../../test/stub-browser';
import { useSummaryViewDocuments } from './api/summary-views';

function Count({ id }: { id: number }) {
  const list = useSummaryViewDocuments(id);
  return <p>{list.data ? `${list.data.data.length} documents` : 'loading'}</p>;
}

beforeAll(() => {
  stubBrowser();
  setStoredUser(sessionUser({ id: 9 }));
});
afterAll(() => clearStoredUser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  publishRealtimeConnection(null);
});

describe("a summary view's documents", () => {
  it('are fetched again when a document of any project changes, as the view spans projects', async () => {
    const server = fakeServer().on(endpoints.summaryViews.documents, () => ({
      data: [],
      can: { create: false, createFolder: false, move: false, deleteAny: false, export: false },
    }));
    const pusher = fakePusher();
    publishRealtimeConnection(pusher.connection);
    renderWithProviders(<Count id={7} />);
    expect(await screen.findByText('0 documents')).toBeTruthy();
    const fetches = () => server.calls.filter((c) => c.endpoint === endpoints.summaryViews.documents).length;
    const before = fetches();
    act(() => pusher.emit(userChannel(9), RealtimeEvent.documentUpdated, { id: 41, project_id: 123 }));
    await waitFor(() => expect(fetches()).toBeGreaterThan(before));
  });
});
