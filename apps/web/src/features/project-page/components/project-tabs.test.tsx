// @vitest-environment jsdom
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { Contact, ScheduleEntry } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearStoredUser, setStoredUser } from '../../../lib/stored-user';
import { fakeServer, refusal } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { sessionUser } from '../../../test/session-user';
import { stubBrowser } from '../../../test/stub-browser';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { ProjectContactsTab } from './project-contacts-tab';
import { ScheduleFormModal } from './schedule-form-modal';

const contact = (id: number, writable: boolean): Contact => ({
  id,
  project_id: 7,
  first_name: 'Pekka',
  last_name: 'Virtanen',
  title: 'Site manager',
  phone: '040 1',
  email: 'pekka@example.test',
  can: { update: writable, delete: writable },
});

const render = (element: ReactNode, language?: 'en' | 'fi') =>
  renderWithProviders(
    <ModalsProvider>
      <Notifications />
      {element}
    </ModalsProvider>,
    { language },
  );

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

describe('contacts tab', () => {
  it('without the right to manage, the contacts are text and there is no add button', async () => {
    fakeServer().on(endpoints.contacts.list, { data: [contact(1, false)], can: { create: false } });
    render(<ProjectContactsTab projectId={7} />);
    expect(await screen.findByText('Pekka Virtanen')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add contact' })).toBeNull();
  });

  it('create asks for first name, last name and title ("required" under each) before sending', async () => {
    const server = fakeServer()
      .on(endpoints.contacts.list, { data: [contact(1, true)], can: { create: true } })
      .on(endpoints.contacts.create, ({ body }) => ({ data: { ...contact(2, true), ...body } }));
    render(<ProjectContactsTab projectId={7} />);
    await screen.findByText('Virtanen');
    fireEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('required')).toHaveLength(3);
    expect(server.writes()).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'First name' }), { target: { value: 'Erkki' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Last name' }), { target: { value: 'E' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: 'Valvoja' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0].body).toMatchObject({ first_name: 'Erkki', last_name: 'E', title: 'Valvoja' });
  });
});

describe('schedule form', () => {
  const entries: ScheduleEntry[] = [];

  it('asks for description, start and end under each field before sending (Finnish)', async () => {
    const server = fakeServer().on(endpoints.schedules.create, refusal(422, 34, { end_at: ['start-after-end'] }));
    render(<ScheduleFormModal projectId={7} opened onClose={() => {}} entries={entries} entry={null} />, 'fi');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(within(dialog).getAllByText('Täytä pakolliset kentät.')).toHaveLength(3);
    expect(server.writes()).toHaveLength(0);
  });
});
