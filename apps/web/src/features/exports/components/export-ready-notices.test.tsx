// @vitest-environment jsdom
import { Notifications } from '@mantine/notifications';
import { act, cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { publishRealtimeConnection } from '../../../lib/realtime-client';
import { clearStoredUser, setStoredUser } from '../../../lib/stored-user';
import { fakePusher } from '../../../test/fake-pusher';
import { renderWithProviders } from '../../../test/render';
import { sessionUser } from '../../../test/session-user';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { ExportReadyNotices, safeDownloadUrl } from './export-ready-notices';

beforeAll(() => {
  stubMatchMedia();
  setStoredUser(sessionUser({ id: 9 }));
});
afterAll(() => clearStoredUser());
afterEach(() => {
  cleanup();
  publishRealtimeConnection(null);
});

const LINK = 'http://portal.test/api/v1/document-exports/5/download?token=abc';

function renderNotices(language: 'en' | 'fi' = 'en') {
  const pusher = fakePusher();
  publishRealtimeConnection(pusher.connection);
  const view = renderWithProviders(
    <>
      <Notifications />
      <ExportReadyNotices />
    </>,
    { language },
  );
  return { pusher, view };
}

describe('ExportReadyNotices', () => {
  it("shows EXPORT_READY of the user's own channel as a notice with the download link", async () => {
    const { pusher } = renderNotices();
    expect(pusher.subscribed).toContain('private-user.9');
    act(() => pusher.emit('private-user.9', 'EXPORT_READY', { url: LINK }));
    expect(await screen.findByText('Export ready')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Download the ZIP' });
    expect(link.getAttribute('href')).toBe(LINK);
  });

  it('says it in Finnish, and ignores a payload without a web link', async () => {
    const { pusher } = renderNotices('fi');
    act(() => pusher.emit('private-user.9', 'EXPORT_READY', { url: 'javascript:alert(1)' }));
    act(() => pusher.emit('private-user.9', 'EXPORT_READY', { nothing: true }));
    act(() => pusher.emit('private-user.9', 'EXPORT_READY', { url: LINK }));
    expect(await screen.findByText('Vienti valmis')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Lataa ZIP-tiedosto' })).toHaveLength(1);
  });

  it('stops listening when unmounted, leaving the channel to the session', () => {
    const { pusher, view } = renderNotices();
    expect(pusher.listenerCount('private-user.9', 'EXPORT_READY')).toBe(1);
    view.unmount();
    expect(pusher.listenerCount('private-user.9', 'EXPORT_READY')).toBe(0);
  });
});

describe('safeDownloadUrl', () => {
  it('keeps http and https links and drops other schemes', () => {
    expect(safeDownloadUrl(LINK)).toBe(LINK);
    expect(safeDownloadUrl('https://portal.test/x.zip')).toBe('https://portal.test/x.zip');
    expect(safeDownloadUrl('javascript:alert(1)')).toBeNull();
    expect(safeDownloadUrl('data:text/html,hi')).toBeNull();
  });
});
