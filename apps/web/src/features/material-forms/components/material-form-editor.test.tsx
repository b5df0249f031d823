// @vitest-environment jsdom
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { MaterialForm } from '@portal/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearStoredUser, setStoredUser } from '../../../lib/stored-user';
import { fakeServer } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { sessionUser } from '../../../test/session-user';
import { stubBrowser } from '../../../test/stub-browser';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { MaterialFormEditor } from './material-form-editor';

const form: MaterialForm = {
  id: 3,
  name: 'Kylpyhuone',
  project_id: 7,
  active: false,
  apartment_template_ids: [],
  groups: [],
  can: { update: true, delete: true, link: true, duplicate: true },
};

beforeAll(() => {
  stubBrowser();
  stubMatchMedia();
  setStoredUser(sessionUser({ id: 9 }));
});
afterAll(() => clearStoredUser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MaterialFormEditor', () => {
  it('marks a group without a name before saving, and asks before Cancel discards the working copy', async () => {
    const server = fakeServer();
    const onClose = vi.fn();
    renderWithProviders(
      <ModalsProvider>
        <Notifications />
        <MaterialFormEditor projectId={7} form={form} onClose={onClose} />
      </ModalsProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit material form' });
    expect((within(dialog).getByLabelText(/^Form name/) as HTMLInputElement).value).toBe('Kylpyhuone');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add group' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Check the marked fields.')).toBeTruthy();
    expect(within(dialog).getByText('Required')).toBeTruthy();
    expect(server.writes()).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Discard changes?' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
