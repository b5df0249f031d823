// @vitest-environment jsdom
import type { DeleteRequest } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { publishRealtimeConnection } from '../../../lib/realtime-client';
import { clearStoredUser, setStoredUser } from '../../../lib/stored-user';
import { fakePusher } from '../../../test/fake-pusher';
import { fakeServer } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { sessionUser } from '../../../test/session-user';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { DeleteRequestsInbox } from './delete-requests-inbox';

const request = (id: number, name: string): DeleteRequest => ({
  id,
  project_id: 7,
  project: { id: 7, name: 'Harbour bridge' },
  document: { id: 100 + id, project_id: 7, name, counter: (100 + id).toString(32), url: null, thumb: null },
  created_by: { name: 'Erkki Editor', email: 'erkki@example.test' },
  created_at: '2026-11-20T10:00:00.000Z',
  can: { accept: true, reject: true },
});

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
    renderWithProviders(<DeleteRequestsInbox />);
    const inbox = await screen.findByRole('button', { name: 'Delete requests: 3' });
    fireEvent.click(inbox);
    const link = await screen.findByRole('link', { name: /Crack\.jpg/ });
    expect(link.getAttribute('href')).toBe('/project/7/101');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Crack.jpg' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Old plan.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete the selected (2)' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.callsTo(endpoints.deleteRequests.acceptMany).map((call) => call.body)).toEqual([{ ids: [1, 2] }]);
  });

  it('examines one request and rejects it, in Finnish', async () => {
    const server = serve([request(4, 'Photo.jpg')]);
    renderWithProviders(<DeleteRequestsInbox />, { language: 'fi' });
    fireEvent.click(await screen.findByRole('button', { name: 'Poistopyynnöt: 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Tarkastele' }));
    expect(screen.getByText(/erkki@example\.test/)).toBeTruthy();
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
});
