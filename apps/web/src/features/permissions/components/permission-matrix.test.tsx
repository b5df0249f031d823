// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
function stubServer() {
  const calls: { method: string; url: string }[] = [];
  const answer = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200 });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url });
    if (url.includes('rolepermissions_owner')) return answer(column('owner', []));
    if (method === 'GET') {
      return answer({
        permissions: [projectsManage],
        roles: [column('employee', []), column('manager', ['projects.manage'])],
        can: { update: true },
      });
    }
    const role = method === 'DELETE' ? 'manager' : 'employee';
    return answer({ role, permission: 'projects.manage', label: 'p:projects_manage', granted: method === 'POST' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { writes: () => calls.filter((c) => c.method !== 'GET') };
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
    const server = stubServer();
    renderMatrix();
    const cell = await screen.findByRole('checkbox', { name: /p:projects_manage.*Employee/i });
    fireEvent.click(cell);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Grant p:projects_manage');
    expect(server.writes()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Grant' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]).toMatchObject({ method: 'POST' });
  });

  it('asks before revoking, and a cancel changes nothing', async () => {
    const server = stubServer();
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
