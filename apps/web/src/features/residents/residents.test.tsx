// @vitest-environment jsdom
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { Notification } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearStoredUser, setStoredUser } from '../../lib/stored-user';
import { fakeServer } from '../../test/fake-server';
import { renderWithProviders } from '../../test/render';
import { residentFixture } from '../../test/resident-fixture';
import { sessionUser } from '../../test/session-user';
import { stubBrowser } from '../../test/stub-browser';
import { ApartmentResidents } from './components/apartment-residents';
import { CondominiumUsersTab } from './components/condominium-users-tab';
import { ApartmentNotifications, CondominiumNotifications } from './components/place-notifications';
import MyApartmentsPage from './pages/my-apartments-page';

const r = endpoints.residents;
const READ = { update: false, delete: false };
const A1 = { id: 7, stairwell: 'A', apartment_number: '1' };

const render = (element: React.ReactNode, language?: 'en' | 'fi') =>
  renderWithProviders(
    <ModalsProvider>
      <Notifications />
      {element}
    </ModalsProvider>,
    { language },
  );

beforeAll(() => {
  stubBrowser();
  // Mantine's combobox scrolls the chosen option into view; jsdom has no layout.
  Element.prototype.scrollIntoView = () => undefined;
  setStoredUser(sessionUser({ id: 9 }));
});
afterAll(() => clearStoredUser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CondominiumUsersTab', () => {
  it('lists admins and residents with their apartment, adds an owner by e-mail to an apartment', async () => {
    const server = fakeServer()
      .on(r.condominiumUsers, () => ({
        data: [
          residentFixture(1, 'Irma Isännöitsijä'),
          residentFixture(2, 'Olli Omistaja', { role: 'owner', apartment: A1, is_activated: false }),
        ],
        can: { create: true },
      }))
      .on(r.addCondominiumUser, ({ body }) => ({
        data: residentFixture(3, String(body.name), { role: body.role, apartment: A1 }),
      }));
    render(<CondominiumUsersTab condominiumId={5} apartments={[A1]} />);
    expect(await screen.findByText('Irma Isännöitsijä')).toBeTruthy();
    expect(screen.getByText('Apartment A 1')).toBeTruthy();
    expect(screen.getByText('Not activated')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add a person' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Tiina Vuokralainen' } });
    fireEvent.change(within(dialog).getByLabelText(/^E-mail/), { target: { value: 'tiina@example.test' } });
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    const roles = await screen.findByRole('listbox', { name: 'Role', hidden: true });
    fireEvent.click(within(roles).getByRole('option', { name: 'Tenant', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    // Owner and tenant need the apartment.
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('combobox', { name: /^Apartment/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'A 1', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(server.callsTo(r.addCondominiumUser)).toHaveLength(1));
    expect(server.callsTo(r.addCondominiumUser)[0].body).toEqual({
      name: 'Tiina Vuokralainen',
      email: 'tiina@example.test',
      role: 'tenant',
      apartment_id: 7,
      locale: 'en',
    });
    expect(server.problems).toEqual([]);
  });

  it('removes an apartment role after a confirmation that says what is lost', async () => {
    const server = fakeServer()
      .on(r.condominiumUsers, () => ({
        data: [residentFixture(2, 'Olli Omistaja', { role: 'owner', apartment: A1 })],
        can: { create: true },
      }))
      .on(r.removeApartmentUser, () => ({ data: { ok: true as const } }));
    render(<CondominiumUsersTab condominiumId={5} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Olli Omistaja' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/loses their role in apartment A 1/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(server.callsTo(r.removeApartmentUser)).toHaveLength(1));
    expect(server.callsTo(r.removeApartmentUser)[0].params).toEqual({ id: 5, apartmentId: 7, userId: 2 });
  });

  it('shows the empty state in Finnish', async () => {
    fakeServer().on(r.condominiumUsers, () => ({ data: [], can: { create: false } }));
    render(<CondominiumUsersTab condominiumId={5} />, 'fi');
    expect(await screen.findByText('Ei vielä henkilöitä')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lisää henkilö' })).toBeNull();
  });
});

describe('ApartmentResidents', () => {
  it('a resident reads the names and roles, with no actions', async () => {
    fakeServer().on(r.apartmentUsers, () => ({
      data: [residentFixture(2, 'Olli Omistaja', { role: 'owner', apartment: A1, email: null, can: READ })],
      can: { create: false },
    }));
    render(<ApartmentResidents condominiumId={5} apartmentId={7} />);
    expect(await screen.findByText('Olli Omistaja')).toBeTruthy();
    expect(screen.getByText('Owner')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove|Add/ })).toBeNull();
  });

  it('staff change a role through modifyRole', async () => {
    const server = fakeServer()
      .on(r.apartmentUsers, () => ({
        data: [residentFixture(2, 'Olli Omistaja', { role: 'owner', apartment: A1 })],
        can: { create: true },
      }))
      .on(r.modifyApartmentRole, () => ({
        data: residentFixture(2, 'Olli Omistaja', { role: 'tenant', apartment: A1 }),
      }));
    render(<ApartmentResidents condominiumId={5} apartmentId={7} />);
    fireEvent.click(await screen.findByRole('combobox', { name: 'Role of Olli Omistaja' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Tenant', hidden: true }));
    await waitFor(() => expect(server.callsTo(r.modifyApartmentRole)).toHaveLength(1));
    expect(server.callsTo(r.modifyApartmentRole)[0].body).toEqual({ role: 'tenant' });
  });
});

describe('notifications of a condominium and an apartment', () => {
  const notification = (id: number, title: string, isPublished: 0 | 1): Notification => ({
    id,
    title,
    body: 'Vesikatko torstaina.',
    is_published: isPublished,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    creator: 'Irma',
    editor: null,
    creator_user_id: 1,
    editor_user_id: null,
    attachment: null,
    can: READ,
  });

  it('show the published ones only', async () => {
    fakeServer()
      .on(endpoints.notifications.condominium, () => ({
        data: [notification(1, 'Water cut', 1), notification(2, 'Draft', 0)],
      }))
      .on(endpoints.notifications.apartment, () => ({ data: [] }));
    render(
      <>
        <CondominiumNotifications condominiumId={5} />
        <ApartmentNotifications apartmentId={7} />
      </>,
    );
    expect(await screen.findByText('Water cut')).toBeTruthy();
    expect(screen.queryByText('Draft')).toBeNull();
    expect(await screen.findByText('No notifications')).toBeTruthy();
  });
});

describe('/my-apartments', () => {
  const apartment = (id: number, number: string) => ({
    id,
    stairwell: 'B',
    apartment_number: number,
    role: 'owner' as const,
    condominium: {
      id: 5,
      name: 'As Oy Koivikko',
      street_address: 'Koivutie 1',
      postcode: '00100',
      post_office: 'Helsinki',
    },
  });

  it('lists several apartments with their condominium and address', async () => {
    fakeServer()
      .on(r.myApartments, () => ({ data: [apartment(7, '3'), apartment(8, '4')] }))
      .on(r.myCondominiums, () => ({ data: [] }));
    render(<MyApartmentsPage />, 'fi');
    expect(await screen.findByRole('link', { name: 'Huoneisto B 3, As Oy Koivikko' })).toBeTruthy();
    expect(screen.getAllByText('Koivutie 1, 00100 Helsinki')).toHaveLength(2);
  });

  it('opens the only apartment directly', async () => {
    fakeServer()
      .on(r.myApartments, () => ({ data: [apartment(7, '3')] }))
      .on(r.myCondominiums, () => ({ data: [] }));
    renderWithProviders(<MyApartmentsPage />, {
      path: '/my-apartments',
      routes: { '/condominium/:cid/apartments/:aid': <p>apartment page</p> },
    });
    expect(await screen.findByText('apartment page')).toBeTruthy();
  });

  it("opens a condominium admin's only condominium directly", async () => {
    fakeServer()
      .on(r.myApartments, () => ({ data: [] }))
      .on(r.myCondominiums, () => ({
        data: [
          {
            id: 5,
            name: 'As Oy Koivikko',
            street_address: null,
            postcode: null,
            post_office: null,
            role: 'admin' as const,
          },
        ],
      }));
    renderWithProviders(<MyApartmentsPage />, {
      path: '/my-apartments',
      routes: { '/condominium/:id': <p>condominium page</p> },
    });
    expect(await screen.findByText('condominium page')).toBeTruthy();
  });
});
