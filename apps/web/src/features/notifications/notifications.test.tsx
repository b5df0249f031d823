// @vitest-environment jsdom
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { ErrorCode, type Notification, RealtimeEvent, userChannel } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { publishRealtimeConnection } from '../../lib/realtime-client';
import { clearStoredUser, setStoredUser } from '../../lib/stored-user';
import { fakePusher } from '../../test/fake-pusher';
import { fakeServer, refusal } from '../../test/fake-server';
import { renderWithProviders } from '../../test/render';
import { sessionUser } from '../../test/session-user';
import { stubBrowser } from '../../test/stub-browser';
import NotificationsAdminPage from './pages/notifications-admin-page';
import ViewNotificationsPage from './pages/view-notifications-page';

const notification = (id: number, title: string, more: Partial<Notification> = {}): Notification => ({
  id,
  title,
  body: 'x'.repeat(80),
  is_published: 1,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  creator: 'Olli Omistaja',
  editor: null,
  creator_user_id: 1,
  editor_user_id: null,
  attachment: null,
  can: { update: true, delete: true },
  ...more,
});

const meta = (n: number) => ({ current_page: 1, per_page: 9999, total: n, last_page: 1 });

const renderPage = (element: React.ReactNode, language?: 'en' | 'fi') =>
  renderWithProviders(
    <ModalsProvider>
      <Notifications />
      {element}
    </ModalsProvider>,
    { language },
  );

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

describe('/notifications', () => {
  it('cuts the body at 50 characters and shows the attachment and published state', async () => {
    fakeServer().on(endpoints.notifications.list, () => ({
      data: [notification(1, 'Water cut', { attachment: { name: 'plan.pdf', filename: 'plan.pdf', size: 10 } })],
      meta: meta(1),
    }));
    renderPage(<NotificationsAdminPage />);
    const table = await screen.findByRole('table', { name: 'Notifications' });
    expect(within(table).getByText(`${'x'.repeat(50)}…`)).toBeTruthy();
    expect(within(table).getByText('plan.pdf')).toBeTruthy();
    expect(within(table).getByText('Yes')).toBeTruthy();
  });

  it('wants a title and a body before sending, then sends unpublished by default', async () => {
    const server = fakeServer()
      .on(endpoints.notifications.list, () => ({ data: [], meta: meta(0) }))
      .on(endpoints.notifications.create, ({ body }) => ({
        data: notification(5, String(body.title), { is_published: 0 }),
      }));
    renderPage(<NotificationsAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add notification' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);
    expect(server.calls.filter((c) => c.endpoint === endpoints.notifications.create)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'Water cut' } });
    fireEvent.change(within(dialog).getByLabelText(/Body/), { target: { value: 'On Monday' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The multipart save and the closing transition take seconds on a loaded machine.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 8000 });
    const sent = server.calls.filter((c) => c.endpoint === endpoints.notifications.create);
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({ title: 'Water cut', body: 'On Monday', is_published: '0' });
  });

  it('shows the update failure (33) in Finnish', async () => {
    fakeServer()
      .on(endpoints.notifications.list, () => ({ data: [notification(1, 'Vesikatko')], meta: meta(1) }))
      .on(endpoints.notifications.update, () => refusal(422, ErrorCode.notificationUpdateFailed));
    renderPage(<NotificationsAdminPage />, 'fi');
    fireEvent.click(await screen.findByRole('button', { name: 'Muokkaa: Vesikatko' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await within(dialog).findByText('Tiedotteen päivitys epäonnistui.')).toBeTruthy();
  });

  it('deletes after a confirmation', async () => {
    const server = fakeServer()
      .on(endpoints.notifications.list, () => ({ data: [notification(1, 'Old news')], meta: meta(1) }))
      .on(endpoints.notifications.delete, { data: { ok: true } });
    renderPage(<NotificationsAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Old news' }));
    const confirm = await screen.findByRole('dialog');
    expect(server.calls.some((c) => c.endpoint === endpoints.notifications.delete)).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.calls.some((c) => c.endpoint === endpoints.notifications.delete)).toBe(true));
  });
});

describe('/view-notifications', () => {
  it('shows a notification published meanwhile without a reload', async () => {
    let published = [notification(1, 'First')];
    fakeServer().on(endpoints.notifications.global, () => ({ data: published, meta: meta(published.length) }));
    const pusher = fakePusher();
    publishRealtimeConnection(pusher.connection);
    renderPage(<ViewNotificationsPage />);
    expect(await screen.findByText('First')).toBeTruthy();
    published = [notification(2, 'Second'), ...published];
    act(() => pusher.emit(userChannel(9), RealtimeEvent.notificationPublished, { id: 2, title: 'Second' }));
    expect(await screen.findByText('Second')).toBeTruthy();
  });

  it('opens the whole notification in a modal', async () => {
    fakeServer().on(endpoints.notifications.global, () => ({
      data: [notification(1, 'Long', { body: `${'a'.repeat(200)} END` })],
      meta: meta(1),
    }));
    renderPage(<ViewNotificationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: /^Long/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/END$/)).toBeTruthy();
  });
});
