// @vitest-environment jsdom
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { endpoints } from '@portal/contracts/endpoints';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearStoredUser, setStoredUser } from '../../../lib/stored-user';
import { fakeServer, refusal } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { sessionUser } from '../../../test/session-user';
import { stubBrowser } from '../../../test/stub-browser';
import { StatusEditModal } from './status-edit-modal';

beforeAll(() => {
  stubBrowser();
  setStoredUser(sessionUser({ id: 9 }));
});
afterAll(() => clearStoredUser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StatusEditModal', () => {
  it('asks for the name (35), then shows the code in use (40) under the code and keeps the modal open', async () => {
    const server = fakeServer().on(
      endpoints.projectStatuses.create,
      refusal(409, 40, { code: ['status-code-in-use'] }),
    );
    const onClose = vi.fn();
    renderWithProviders(
      <ModalsProvider>
        <Notifications />
        <StatusEditModal opened onClose={onClose} statuses={[]} status={null} />
      </ModalsProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create project status' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Fill in the required fields.')).toBeTruthy();
    expect(server.writes()).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: ' Valmis ' } });
    fireEvent.change(within(dialog).getByLabelText(/^Code/), { target: { value: 'V' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The status code is already in use.')).toBeTruthy();
    await waitFor(() =>
      expect(server.writes()[0]?.body).toEqual({ name: 'Valmis', code: 'V', is_active: true, parent_id: 0 }),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
