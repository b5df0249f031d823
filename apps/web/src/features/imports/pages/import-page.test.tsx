// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { SessionUser } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n';
import { clearStoredUser, setStoredUser } from '../../../lib/stored-user';
import ImportPage from './import-page';

beforeAll(() => {
  // Mantine reads media queries; jsdom has none.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

afterEach(() => {
  cleanup();
  clearStoredUser();
});

function signIn(permissions: string[], isOwnerManager: boolean) {
  const user: SessionUser = {
    id: 1,
    name: 'Test User',
    email: 'test@example.com',
    token: '1|secret',
    locale: 'en',
    roles: [],
    permissions: permissions.map((name) => ({ name })),
    companies: [],
    terms_accepted: true,
    has_photo: false,
    is_super: false,
    is_owner_manager: isOwnerManager,
    managed_company_ids: [],
    expires_at: '2030-01-01T00:00:00.000Z',
  };
  setStoredUser(user);
}

function renderPage() {
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider>
          <MemoryRouter>
            <ImportPage />
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const block = (title: string) => within(screen.getByRole('region', { name: title }));
  return { projects: block('Import projects'), users: block('Import users') };
}

const PROJECTS_OFF = 'Importing projects needs the import and project management permissions, as an owner-manager.';

describe('/import', () => {
  it('turns the projects block off for a manager who is not an owner-manager, and says why', () => {
    signIn(['import', 'projects.manage'], false);
    const { projects, users } = renderPage();
    expect(projects.getByText(PROJECTS_OFF)).toBeTruthy();
    expect(users.queryByText(PROJECTS_OFF)).toBeNull();
    expect(users.queryByText('Importing needs the import permission.')).toBeNull();
  });

  it('turns it on for an owner-manager holding import and projects.manage', () => {
    signIn(['import', 'projects.manage'], true);
    const { projects } = renderPage();
    expect(projects.queryByText(PROJECTS_OFF)).toBeNull();
  });
});
