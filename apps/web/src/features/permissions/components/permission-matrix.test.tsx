// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { endpoints } from '@portal/contracts/endpoints';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { createTestI18n } from '../../../test/render';
import { stubBrowser } from '../../../test/stub-browser';
import { PermissionMatrix } from './permission-matrix';

const projectsManage = { id: 3, name: 'projects.manage', label: 'p:projects_manage' };
const column = (role: string, names: string[]) => ({
  role,
  display_name: role,
  company_type: null,
  permissions: names.includes('projects.manage') ? [projectsManage] : [],
});

/** The server: the matrix (manager holds projects.manage), the owner column, and the cell calls. */
function serve() {
  const cell = (role: string, granted: boolean) => ({
    data: { role, permission: 'projects.manage', label: 'p:projects_manage', granted },
  });
  return fakeServer()
    .on(endpoints.permissions.matrix, {
      data: {
        permissions: [projectsManage],
        roles: [column('employee', []), column('manager', ['projects.manage'])],
        can: { update: true },
      },
    })
    .on(endpoints.permissions.ownerColumn, { data: column('owner', []) })
    .on(endpoints.permissions.grant, ({ body }) => cell(body.role, true))
    .on(endpoints.permissions.revoke, ({ params }) => cell(params.role, false));
}

function renderMatrix() {
  render(
    <I18nextProvider i18n={createTestI18n('en')}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MantineProvider>
          <ModalsProvider>
            <PermissionMatrix />
          </ModalsProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeAll(() => {
  stubBrowser();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PermissionMatrix', () => {
  it('asks before granting any permission, and grants only after the confirmation', async () => {
    const server = serve();
    renderMatrix();
    const cell = await screen.findByRole('checkbox', { name: /p:projects_manage.*Employee/i });
    fireEvent.click(cell);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Grant p:projects_manage');
    expect(server.writes()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Grant' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes().map((call) => [call.endpoint, call.body])).toEqual([
      [endpoints.permissions.grant, { role: 'employee', permission: 'projects.manage' }],
    ]);
  });

  it('asks before revoking, and a cancel changes nothing', async () => {
    const server = serve();
    renderMatrix();
    const cell = await screen.findByRole('checkbox', { name: /p:projects_manage.*Manager/i });
    fireEvent.click(cell);
    expect((await screen.findByRole('dialog')).textContent).toContain('Revoke p:projects_manage');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes()).toEqual([]);
    expect((cell as HTMLInputElement).checked).toBe(true);
  });
});
