// @vitest-environment jsdom
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { ErrorCode } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apartmentFixture } from '../../test/apartment-fixture';
import { fakeServer, refusal } from '../../test/fake-server';
import { renderWithProviders } from '../../test/render';
import { stubBrowser } from '../../test/stub-browser';
import { ApartmentsTab } from './components/apartments-tab';
import { ApartmentScreen } from './pages/apartment-page';

const CONDOMINIUM = 7;
const TEMPLATES = [{ id: 3, name: 'Two rooms' }];

const renderTab = (templates = TEMPLATES) =>
  renderWithProviders(
    <ModalsProvider>
      <Notifications />
      <ApartmentsTab condominiumId={CONDOMINIUM} templates={templates} />
    </ModalsProvider>,
    { routes: { '/condominium/:cid/apartments/:aid': <p>Apartment page</p> } },
  );

beforeAll(() => stubBrowser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const shownOrder = async () => {
  const table = await screen.findByRole('table', { name: 'Apartments' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return `${cells[1].textContent}${cells[2].textContent}`;
    });
};

describe('ApartmentsTab', () => {
  it('lists by stairwell, then number as a number, and sorts by number on its header', async () => {
    fakeServer().on(endpoints.apartments.list, {
      data: [
        apartmentFixture(1, 'B', '1'),
        apartmentFixture(2, 'A', '10'),
        apartmentFixture(3, 'A', '9'),
        apartmentFixture(4, 'A', null),
      ],
      can: { create: true },
    });
    renderTab();
    expect(await shownOrder()).toEqual(['A', 'A9', 'A10', 'B1']);
    fireEvent.click(screen.getByRole('button', { name: 'Apartment number' }));
    expect(await shownOrder()).toEqual(['A', 'B1', 'A9', 'A10']);
  });

  it('refuses a number with a leading zero or sign before sending', async () => {
    const server = fakeServer().on(endpoints.apartments.list, { data: [], can: { create: true } });
    renderTab();
    fireEvent.change(await screen.findByLabelText(/^Stairwell/), { target: { value: 'A' } });
    fireEvent.change(screen.getByLabelText(/^Apartment number/), { target: { value: '01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add apartment' }));
    expect(await screen.findByText('A whole number without leading zeros or sign, or empty')).toBeTruthy();
    expect(server.calls.some((c) => c.endpoint === endpoints.apartments.create)).toBe(false);
  });

  it('shows the error 16 message when the condominium has no templates', async () => {
    fakeServer()
      .on(endpoints.apartments.list, { data: [], can: { create: true } })
      .on(endpoints.apartments.create, () => refusal(422, ErrorCode.noApartmentTemplates));
    renderTab([]);
    fireEvent.change(await screen.findByLabelText(/^Stairwell/), { target: { value: 'A' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add apartment' }));
    expect(await screen.findByText('There are no apartment templates.')).toBeTruthy();
  });

  it('creates with the chosen template', async () => {
    const server = fakeServer()
      .on(endpoints.apartments.list, { data: [], can: { create: true } })
      .on(endpoints.apartments.create, { data: apartmentFixture(9, 'C', '5') });
    renderTab();
    fireEvent.change(await screen.findByLabelText(/^Stairwell/), { target: { value: ' C ' } });
    fireEvent.change(screen.getByLabelText(/^Apartment number/), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('combobox', { name: /^Apartment template/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Two rooms', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Add apartment' }));
    await waitFor(() => expect(server.calls.some((c) => c.endpoint === endpoints.apartments.create)).toBe(true));
    const sent = server.calls.find((c) => c.endpoint === endpoints.apartments.create);
    expect(sent?.body).toEqual({ stairwell: 'C', apartment_number: '5', apartment_template_id: 3 });
  });

  it('hides the form without can.create; a row click opens the apartment; delete asks first', async () => {
    const server = fakeServer()
      .on(endpoints.apartments.list, { data: [apartmentFixture(1, 'A', '1')], can: { create: false } })
      .on(endpoints.apartments.delete, { data: { ok: true } });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete apartment A 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete apartment' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.calls.some((c) => c.endpoint === endpoints.apartments.delete)).toBe(true));
    expect(screen.queryByRole('button', { name: 'Add apartment' })).toBeNull();
    fireEvent.click(screen.getByRole('cell', { name: 'Two rooms' }));
    expect(await screen.findByText('Apartment page')).toBeTruthy();
  });
});

describe('the apartment page', () => {
  const renderPage = (url: string, language: 'en' | 'fi' = 'en') =>
    renderWithProviders(<ApartmentScreen />, {
      path: '/condominium/:condominiumId/apartments/:apartmentId',
      initialEntry: url,
      language,
    });

  it('shows stairwell and number, template and the condominium address', async () => {
    const server = fakeServer().on(endpoints.apartments.get, {
      data: {
        ...apartmentFixture(4, 'B', '12'),
        condominium: {
          id: CONDOMINIUM,
          name: 'As Oy Testi',
          street_address: 'Katu 1',
          postcode: '00100',
          post_office: 'Helsinki',
        },
      },
    });
    renderPage(`/condominium/${CONDOMINIUM}/apartments/4`, 'fi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Huoneisto B 12' })).toBeTruthy();
    expect(screen.getByText('Two rooms')).toBeTruthy();
    expect(screen.getByText('Katu 1, 00100 Helsinki')).toBeTruthy();
    expect(server.calls[0]?.params).toEqual({ id: CONDOMINIUM, apartmentId: 4 });
  });

  it('a 404, or an id that is not one, shows the not-found state', async () => {
    fakeServer().on(endpoints.apartments.get, () => refusal(404, ErrorCode.notFound));
    renderPage(`/condominium/${CONDOMINIUM}/apartments/5`);
    expect(await screen.findByText('Apartment not found')).toBeTruthy();
    cleanup();
    const server = fakeServer();
    renderPage(`/condominium/${CONDOMINIUM}/apartments/01x`);
    expect(await screen.findByText('Apartment not found')).toBeTruthy();
    expect(server.calls).toEqual([]);
  });
});
