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
import { ContactFormModal } from './contact-form-modal';
import { ProgressReportModal } from './progress-report-modal';
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

  it("shows the server's refusal under the field it names and keeps the form open (Finnish)", async () => {
    const entry: ScheduleEntry = {
      id: 3,
      project_id: 7,
      description: 'Perustukset',
      start_at: '2026-03-01',
      end_at: '2026-03-10',
      estimate_start_at: null,
      estimate_end_at: null,
      completion_percentage: 20,
      parent_id: null,
      level: 0,
      automatical: false,
      children: [],
      can: { update: true, delete: true },
    };
    const server = fakeServer().on(endpoints.schedules.update, refusal(422, 34, { end_at: ['start-after-end'] }));
    const onClose = vi.fn();
    render(<ScheduleFormModal projectId={7} opened onClose={onClose} entries={[entry]} entry={entry} />, 'fi');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await within(dialog).findByText('Alku ei voi olla lopun jälkeen.')).toBeTruthy();
    expect(server.writes()[0].body).toMatchObject({ description: 'Perustukset', end_at: '2026-03-10', completion: 20 });
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('contact form', () => {
  it('asks before Escape discards a changed edit', async () => {
    fakeServer();
    const onClose = vi.fn();
    render(<ContactFormModal projectId={7} opened onClose={onClose} contact={contact(1, true)} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact' });
    const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
    expect((phone as HTMLInputElement).value).toBe('040 1');
    fireEvent.change(phone, { target: { value: '040 2' } });
    fireEvent.keyDown(phone, { key: 'Escape' });
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});

describe('progress report form', () => {
  it('marks each missing field of a task, then shows a refusal the server gave for no field', async () => {
    const server = fakeServer().on(endpoints.progressReports.create, refusal(403, 3));
    const onClose = vi.fn();
    render(<ProgressReportModal projectId={7} opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add progress report' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove task 2' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(3);
    expect(server.writes()).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Task' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cable laid', hidden: true }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Amount' }), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(server.writes()[0].body).toMatchObject({ numbers: [{ slug: 'laidcable', unit: 'm', value: '30' }] });
    expect(onClose).not.toHaveBeenCalled();
  });
});
