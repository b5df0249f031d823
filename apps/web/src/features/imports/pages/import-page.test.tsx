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

function signIn(permissions: string[], isOwnerManager: boolean) {
  const user = sessionUser({
    roles: [],
    permissions: permissions.map((name) => ({ name })),
    is_owner_manager: isOwnerManager,
  });
  setStoredUser(user);
}

function renderPage() {
  renderWithProviders(<ImportPage />);
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
