// @vitest-environment jsdom
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { DeleteRequest } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { publishRealtimeConnection } from '../../../lib/realtime-client';
import { clearStoredUser, setStoredUser } from '../../../lib/stored-user';
import { deleteRequestFixture } from '../../../test/delete-request-fixture';
import { fakePusher } from '../../../test/fake-pusher';
import { fakeServer } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { sessionUser } from '../../../test/session-user';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { DeleteRequestsInbox } from './delete-requests-inbox';

const request = (id: number, name: string, more: Partial<DeleteRequest> = {}) => {
  const made = deleteRequestFixture(100 + id, { id, can: { accept: true, reject: true }, ...more });
  return { ...made, document: { ...made.document, name } };
};

/** The inbox with what the app's shell gives it: the confirmations and the notices. */
const renderInbox = (language?: 'en' | 'fi') =>
  renderWithProviders(
    <ModalsProvider>
      <Notifications />
      <DeleteRequestsInbox />
    </ModalsProvider>,
    { language },
  );

/** The server at the edge: the open requests (read each time they are asked), and the two answers. */
function serve(requests: DeleteRequest[]) {
  return fakeServer()
    .on(endpoints.deleteRequests.list, () => ({ data: requests }))
    .on(endpoints.deleteRequests.acceptMany, ({ body }) => ({ data: { ids: body.ids } }))
    .on(endpoints.deleteRequests.reject, { data: { ok: true } });
}

beforeAll(() => {
  stubMatchMedia();
  setStoredUser(sessionUser({ id: 9 }));
});
afterAll(() => clearStoredUser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  publishRealtimeConnection(null);
});

describe('DeleteRequestsInbox', () => {
  it('shows the count, lists the requests with links, and deletes the selected ones', async () => {
    const server = serve([request(1, 'Crack.jpg'), request(2, 'Old plan.pdf'), request(3, 'Keep.pdf')]);
    renderInbox();
    const inbox = await screen.findByRole('button', { name: 'Delete requests: 3' });
    fireEvent.click(inbox);
    const link = await screen.findByRole('link', { name: /Crack\.jpg/ });
    expect(link.getAttribute('href')).toBe('/project/7/101');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Crack.jpg' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Old plan.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete the selected (2)' }));
    // Asked first: nothing is sent before the confirmation.
    expect(await screen.findByText('Delete 2 documents?')).toBeTruthy();
    expect(server.writes()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete the document' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(await screen.findByText('2 documents have been deleted.')).toBeTruthy();
    expect(server.callsTo(endpoints.deleteRequests.acceptMany).map((call) => call.body)).toEqual([{ ids: [1, 2] }]);
  });

  it('examines one request and rejects it, in Finnish', async () => {
    const server = serve([request(4, 'Photo.jpg')]);
    renderInbox('fi');
    fireEvent.click(await screen.findByRole('button', { name: 'Poistopyynnöt: 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Tarkastele' }));
    expect(screen.getByText(/erkki@example\.test/)).toBeTruthy();
    expect(screen.getByText('Syytä ei annettu')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hylkää' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.callsTo(endpoints.deleteRequests.reject).map((call) => call.params)).toEqual([{ id: 4 }]);
  });

  it("refetches at once when DELETE_REQUEST_CREATED arrives on the user's channel", async () => {
    const pusher = fakePusher();
    publishRealtimeConnection(pusher.connection);
    const requests = [request(1, 'Crack.jpg')];
    const server = serve(requests);
    const reads = () => server.callsTo(endpoints.deleteRequests.list).length;
    renderWithProviders(<DeleteRequestsInbox />);
    await screen.findByRole('button', { name: 'Delete requests: 1' });
    expect(pusher.subscribed).toContain('private-user.9');
    requests.push(request(2, 'Wall.jpg'));
    const before = reads();
    act(() => pusher.emit('private-user.9', 'DELETE_REQUEST_CREATED', { id: 2, document_id: 102 }));
    expect(await screen.findByRole('button', { name: 'Delete requests: 2' })).toBeTruthy();
    expect(reads()).toBeGreaterThan(before);
    // Another user's channel is not this inbox's: nothing listens there, so nothing is asked.
    const after = reads();
    expect(pusher.listenerCount('private-user.10', 'DELETE_REQUEST_CREATED')).toBe(0);
    act(() => pusher.emit('private-user.10', 'DELETE_REQUEST_CREATED', { id: 3, document_id: 103 }));
    await act(async () => {});
    expect(reads()).toBe(after);
  });

  it("examines a PDF's request: its first page with a PDF badge, and the reason; accepting asks, then says it is done", async () => {
    const pdf = request(5, 'Inspection.pdf', { reason: 'The wrong building' });
    pdf.document = {
      ...pdf.document,
      url: 'projects/7/documents/105/files/88?v=3',
      thumb: 'projects/7/documents/105/thumb?v=3',
      mime: 'application/pdf',
    };
    const server = serve([pdf]).on(endpoints.documents.thumb, new Blob(['jpeg'], { type: 'image/jpeg' }));
    renderInbox();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete requests: 1' }));
    expect(await screen.findByText('“The wrong building”')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Examine' }));
    expect(await screen.findByRole('img', { name: 'Picture of Inspection.pdf' })).toBeTruthy();
    expect(screen.getByText('PDF')).toBeTruthy();
    expect(screen.getByText('The wrong building')).toBeTruthy();
    // The first page at the examine view's size, at the file's current revision.
    const thumbQueries = server.callsTo(endpoints.documents.thumb).map((call) => call.query);
    expect(thumbQueries.length).toBeGreaterThan(0);
    for (const query of thumbQueries) expect(query).toEqual({ size: 'medium', v: '3' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete the document' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Delete the document?' });
    expect(server.writes()).toHaveLength(0);
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Delete the document' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.callsTo(endpoints.deleteRequests.acceptMany).map((call) => call.body)).toEqual([{ ids: [5] }]);
    expect(await screen.findByText('The document has been deleted.')).toBeTruthy();
  });
});
