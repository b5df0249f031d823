// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearStoredUser, setStoredUser } from '../../../lib/stored-user';
import { renderWithProviders } from '../../../test/render';
import { sessionUser } from '../../../test/session-user';
import { stubMatchMedia } from '../../../test/stub-match-media';
import ImportPage from './import-page';

beforeAll(() => {
  stubMatchMedia();
});

afterEach(() => {
  cleanup();
  clearStoredUser();
});

/** The page follows the server's `can`; the permissions are there to show it re-derives nothing. */
function signIn(can: { importUsers: boolean; importProjects: boolean }) {
  const user = sessionUser({ roles: [], permissions: [{ name: 'import' }, { name: 'projects.manage' }], can });
  setStoredUser(user);
}

function renderPage() {
  renderWithProviders(<ImportPage />);
  const block = (title: string) => within(screen.getByRole('region', { name: title }));
  return { projects: block('Import projects'), users: block('Import users') };
}

const PROJECTS_OFF = 'Importing projects needs the import and project management permissions, as an owner-manager.';

describe('/import', () => {
  it('turns the projects block off when the server does not allow importing projects, and says why', () => {
    signIn({ importUsers: true, importProjects: false });
    const { projects, users } = renderPage();
    expect(projects.getByText(PROJECTS_OFF)).toBeTruthy();
    expect(users.queryByText(PROJECTS_OFF)).toBeNull();
    expect(users.queryByText('Importing needs the import permission.')).toBeNull();
  });

  it('turns it on when the server allows importing projects', () => {
    signIn({ importUsers: true, importProjects: true });
    const { projects } = renderPage();
    expect(projects.queryByText(PROJECTS_OFF)).toBeNull();
  });
});
