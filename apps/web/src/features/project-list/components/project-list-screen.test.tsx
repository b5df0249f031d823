// @vitest-environment jsdom
import { endpoints } from '@portal/contracts/endpoints';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setMapVisible } from '../../../lib/map-visibility';
import { clearStoredUser, setStoredUser } from '../../../lib/stored-user';
import { fakeServer } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { sessionUser } from '../../../test/session-user';
import { stubBrowser } from '../../../test/stub-browser';
import { ProjectListScreen } from './project-list-screen';

const emptyPage = { data: [], meta: { current_page: 1, per_page: 50, total: 0, last_page: 1 } };

beforeAll(() => {
  stubBrowser();
  setMapVisible(false);
});
afterEach(() => {
  cleanup();
  clearStoredUser();
  vi.unstubAllGlobals();
});

function renderAs(can: NonNullable<Parameters<typeof sessionUser>[0]>['can']) {
  setStoredUser(sessionUser({ can }));
  fakeServer()
    .on(endpoints.projects.list, emptyPage)
    .on(endpoints.projectStatuses.list, { ...emptyPage, can: { create: false } });
  renderWithProviders(<ProjectListScreen mode="active" />, { configuration: { projectTypes: ['infrastructure'] } });
}

describe('/projects: Import CSV', () => {
  it('is not offered to a user who may import neither projects nor users', async () => {
    renderAs({});
    await screen.findByRole('button', { name: 'Table columns' });
    expect(screen.queryByRole('link', { name: 'Import CSV' })).toBeNull();
  });

  it('is offered to a user the server lets import projects or users', async () => {
    renderAs({ importUsers: true });
    expect(await screen.findByRole('link', { name: 'Import CSV' })).toBeTruthy();
    cleanup();
    renderAs({ importProjects: true });
    expect(await screen.findByRole('link', { name: 'Import CSV' })).toBeTruthy();
  });
});
