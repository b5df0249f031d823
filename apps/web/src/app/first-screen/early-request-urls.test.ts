// @vitest-environment jsdom
import { DOCUMENTS_FIRST_PAGE } from '@portal/contracts/constants';
import { endpoints } from '@portal/contracts/endpoints';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../lib/call-endpoint';
import { startEarlyRequests } from '../../lib/early-requests';
import { clearStoredUser, setStoredUser } from '../../lib/stored-user';
import { documentFixture } from '../../test/document-fixture';
import { fakeServer } from '../../test/fake-server';
import { projectFixture } from '../../test/project-fixture';
import { sessionUser } from '../../test/session-user';
import { earlyRequestUrls, storedToken } from './early-request-urls';

const can = { create: false, createFolder: false, move: false, deleteAny: false, export: false };

afterEach(() => {
  clearStoredUser();
  vi.unstubAllGlobals();
});

describe('early requests of the project page (index.html asks while the scripts download)', () => {
  it('are the very reads the app makes, so the app takes their answers instead of asking again', async () => {
    const user = sessionUser();
    setStoredUser(user);
    const server = fakeServer()
      .on(endpoints.projects.get, { data: projectFixture({ id: 5 }) })
      .on(endpoints.documents.list, { data: [documentFixture({ id: 3 })], can })
      .on(endpoints.documents.pictures, { data: [] });
    startEarlyRequests(earlyRequestUrls('/project/5/%7B%22tab%22%3A%22base%22%7D'), storedToken(JSON.stringify(user))!);
    expect(server.calls).toHaveLength(3);

    const project = await callEndpoint(endpoints.projects.get, { params: { id: 5 } });
    const firstPage = await callEndpoint(endpoints.documents.list, {
      params: { id: 5 },
      query: { limit: DOCUMENTS_FIRST_PAGE },
    });
    const pictures = await callEndpoint(endpoints.documents.pictures, { params: { id: 5 } });
    expect(project.data.id).toBe(5);
    expect(firstPage.data.map((doc) => doc.id)).toEqual([3]);
    expect(pictures.data).toEqual([]);
    // Taken, not asked again; a later read asks the server.
    expect(server.calls).toHaveLength(3);
    await callEndpoint(endpoints.projects.get, { params: { id: 5 } });
    expect(server.calls).toHaveLength(4);
    expect(server.problems).toEqual([]);
  });

  it('are made only on the project page, and only with a stored token', () => {
    expect(earlyRequestUrls('/projects')).toEqual([]);
    expect(earlyRequestUrls('/project/abc')).toEqual([]);
    expect(earlyRequestUrls('/project/7')).toHaveLength(3);
    // A view that hides the map does not ask for its positions.
    expect(earlyRequestUrls(`/project/7/${encodeURIComponent('{"mapVisibility":false}')}`)).toHaveLength(2);
    expect(storedToken(null)).toBeNull();
    expect(storedToken('{"token":1}')).toBeNull();
    expect(storedToken('not json')).toBeNull();
    expect(storedToken('{"token":"5|abc"}')).toBe('5|abc');
  });

  it('are not taken with another token: the read goes to the server with its own', async () => {
    setStoredUser(sessionUser({ token: '10|other' }));
    const server = fakeServer().on(endpoints.projects.get, { data: projectFixture({ id: 5 }) });
    startEarlyRequests(earlyRequestUrls('/project/5').slice(0, 1), '9|secret');
    await callEndpoint(endpoints.projects.get, { params: { id: 5 } });
    expect(server.calls).toHaveLength(2);
  });
});
