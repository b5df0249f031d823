// @vitest-environment jsdom
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { endpoints } from '@portal/contracts/endpoints';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearStoredUser, setStoredUser } from '../../lib/stored-user';
import { fakeServer, refusal } from '../../test/fake-server';
import { projectFixture } from '../../test/project-fixture';
import { renderWithProviders } from '../../test/render';
import { sessionUser } from '../../test/session-user';
import { stubBrowser } from '../../test/stub-browser';
import { ProjectFormModal } from './project-form-modal';

beforeAll(() => {
  stubBrowser();
  setStoredUser(sessionUser({ id: 9 }));
});
afterAll(() => clearStoredUser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const project = projectFixture({ id: 5, name: 'Rantatie', code: 'RT-1', type: 'marine', coordinates: null });

const renderEdit = (onClose: () => void) =>
  renderWithProviders(
    <ModalsProvider>
      <Notifications />
      <ProjectFormModal opened onClose={onClose} project={project} />
    </ModalsProvider>,
    { configuration: { projectTypes: ['marine', 'infrastructure'] } },
  );

describe('ProjectFormModal', () => {
  it("shows the server's reason under the code and keeps what was typed", async () => {
    const server = fakeServer().on(endpoints.projects.update, refusal(409, 29, { code: ['project-code-in-use'] }));
    const onClose = vi.fn();
    renderEdit(onClose);
    const dialog = await screen.findByRole('dialog', { name: 'Edit project' });
    fireEvent.change(within(dialog).getByLabelText(/^Code/), { target: { value: 'RT-2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('This code is already in use.')).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Code/) as HTMLInputElement).value).toBe('RT-2');
    expect(server.callsTo(endpoints.projects.update)[0]?.body).toMatchObject({ code: 'RT-2', name: 'Rantatie' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses an empty name before sending, and asks before Cancel discards the change', async () => {
    const server = fakeServer();
    const onClose = vi.fn();
    renderEdit(onClose);
    const dialog = await screen.findByRole('dialog', { name: 'Edit project' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('* This field is required')).toBeTruthy();
    expect(server.writes()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
