// @vitest-environment jsdom
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { CompanyUser, UserRequest } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearStoredUser, setStoredUser } from '../../lib/stored-user';
import { companyFixture } from '../../test/company-fixture';
import { fakeServer, refusal } from '../../test/fake-server';
import { renderWithProviders } from '../../test/render';
import { sessionUser } from '../../test/session-user';
import { stubBrowser } from '../../test/stub-browser';
import { ApproveRequestModal } from './components/approve-request-modal';
import { CompanyFormModal } from './components/company-form-modal';
import { SetPasswordModal } from './components/set-password-modal';
import { UserFormModal } from './components/user-form-modal';

const user = (overrides: Partial<CompanyUser> = {}): CompanyUser => ({
  id: 12,
  name: 'Aki Putkimies',
  email: 'aki@example.test',
  phone: null,
  enabled: true,
  roles: [],
  user_category_id: null,
  document_amount: 0,
  latest_document: null,
  companies: [{ id: 4, name: 'Putkityö Oy', type: 'subcontractor' }],
  is_super: false,
  is_owner: false,
  is_activated: true,
  can: {
    read: true,
    view: true,
    update: true,
    setPassword: true,
    delete: true,
    changeMembership: true,
    resetPassword: true,
    setGlobalRoles: false,
  },
  ...overrides,
});

const render = (element: ReactNode) =>
  renderWithProviders(
    <ModalsProvider>
      <Notifications />
      {element}
    </ModalsProvider>,
  );

const change = (dialog: HTMLElement, label: RegExp | string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

beforeAll(() => {
  stubBrowser();
  setStoredUser(sessionUser({ id: 9 }));
});
afterAll(() => clearStoredUser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CompanyFormModal', () => {
  it("shows the server's reason under its field and keeps what was typed, then saves", async () => {
    let answers = 0;
    const server = fakeServer().on(endpoints.companies.create, ({ body }) =>
      ++answers === 1
        ? refusal(409, 14, { code: ['company-code-in-use'] })
        : { data: companyFixture({ id: 7, name: body.name, code: body.code }) },
    );
    const onClose = vi.fn();
    render(<CompanyFormModal opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add company' });
    change(dialog, 'Name', 'Sähkö Oy');
    change(dialog, /^Code/, 'PUT');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add company' }));
    expect(await within(dialog).findByText('The company code is already in use.')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Sähkö Oy');
    expect(onClose).not.toHaveBeenCalled();

    change(dialog, /^Code/, 'SAH');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add company' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(server.callsTo(endpoints.companies.create).map((c) => c.body)).toEqual([
      { name: 'Sähkö Oy', code: 'PUT', type: 'subcontractor' },
      { name: 'Sähkö Oy', code: 'SAH', type: 'subcontractor' },
    ]);
  });
});

describe('UserFormModal', () => {
  it('preselects the default category without counting it a change, and sends the roles ticked', async () => {
    const server = fakeServer()
      .on(endpoints.userCategories.list, {
        data: [
          { id: 2, name: 'Office', default: false, can: { delete: true } },
          { id: 3, name: 'Site', default: true, can: { delete: false } },
        ],
        meta: { current_page: 1, per_page: 9999, total: 2, last_page: 1 },
      })
      .on(endpoints.companyUsers.create, ({ body }) => ({ data: user({ id: 30, email: body.email }) }));
    const onClose = vi.fn();
    const view = render(<UserFormModal opened onClose={onClose} target={{ kind: 'create', companyId: 4 }} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    // The categories come after the modal opens (seconds on a loaded machine).
    await waitFor(
      () =>
        expect((within(dialog).getByRole('combobox', { name: 'User category' }) as HTMLInputElement).value).toBe(
          'Site (default)',
        ),
      { timeout: 5000 },
    );
    // Nothing typed yet: Escape closes without asking.
    fireEvent.keyDown(within(dialog).getByLabelText('E-mail'), { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();

    view.unmount();
    render(<UserFormModal opened onClose={onClose} target={{ kind: 'create', companyId: 4 }} />);
    const again = await screen.findByRole('dialog', { name: 'Add user' });
    change(again, 'E-mail', 'uusi@example.test');
    change(again, 'Name', 'Uusi Asentaja');
    fireEvent.click(within(again).getByLabelText('Manager'));
    fireEvent.click(within(again).getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(server.callsTo(endpoints.companyUsers.create)).toHaveLength(1));
    expect(server.callsTo(endpoints.companyUsers.create)[0].body).toEqual({
      email: 'uusi@example.test',
      name: 'Uusi Asentaja',
      phone: null,
      user_category_id: 3,
      enabled: true,
      roles: ['manager'],
      locale: 'en',
    });
  });
});

describe('SetPasswordModal', () => {
  it("refuses an empty password before any call, and shows the server's strength rule under the field", async () => {
    const server = fakeServer().on(endpoints.users.setManualPassword, () =>
      refusal(422, -1, { newPassword: ['password-too-short'] }),
    );
    render(<SetPasswordModal opened onClose={() => {}} user={user()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Set a password for Aki Putkimies' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(await within(dialog).findByText('Enter a new password.')).toBeTruthy();
    expect(server.callsTo(endpoints.users.setManualPassword)).toHaveLength(0);

    change(dialog, 'New password', 'short');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(await within(dialog).findByText('The password must be at least 10 characters long.')).toBeTruthy();
    expect(server.callsTo(endpoints.users.setManualPassword)[0].body).toEqual({ user_id: 12, newPassword: 'short' });
  });
});

describe('ApproveRequestModal', () => {
  const request: UserRequest = {
    id: 8,
    name: 'Ville Vieras',
    email: 'ville@example.test',
    phone: null,
    company_id: null,
    company_name: null,
    message: null,
    status: 'pending',
    created_at: '2024-05-02T10:00:00.000Z',
    decided_at: null,
    user_id: null,
    can: { approve: true, reject: true },
  };

  it('approves only once a company is chosen, with the roles ticked', async () => {
    const server = fakeServer()
      .on(endpoints.companies.list, {
        data: [companyFixture()],
        meta: { current_page: 1, per_page: 9999, total: 1, last_page: 1 },
      })
      .on(endpoints.userRequests.approve, {
        data: { request: { ...request, status: 'approved', user_id: 31 }, user: user({ id: 31 }) },
      });
    const onClose = vi.fn();
    render(<ApproveRequestModal request={request} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Approve the request of Ville Vieras' });
    const approve = within(dialog).getByRole('button', { name: 'Approve' }) as HTMLButtonElement;
    expect(approve.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('combobox', { name: /^Company/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Putkityö Oy', hidden: true }));
    fireEvent.click(within(dialog).getByLabelText('Editor'));
    await waitFor(() => expect(approve.disabled).toBe(false));
    fireEvent.click(approve);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(server.callsTo(endpoints.userRequests.approve)[0].body).toEqual({ company_id: 4, roles: ['editor'] });
  });
});
