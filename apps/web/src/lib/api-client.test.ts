// @vitest-environment jsdom
import { BACKGROUND_REQUEST_HEADER, ErrorCode, NO_USER_CODE } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionUser } from '../test/session-user';
import { buildUrl, errorFromResponse, sendRaw } from './api-client';
import { ApiError } from './api-error';
import { takeLoginCheckRequest } from './login-check-trigger';
import { clearStoredUser, setStoredUser } from './stored-user';

const user = sessionUser({ token: '5|secret' });

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

describe('errorFromResponse', () => {
  it('takes the catalogue code, message and fields from the body', () => {
    const error = errorFromResponse(422, {
      errors: { code: -1, message: 'Check inputs', fields: { password: ['password-too-short'] } },
      errorCode: -1,
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.code).toBe(-1);
    expect(error.message).toBe('Check inputs');
    expect(error.fields).toEqual({ password: ['password-too-short'] });
  });

  it('keeps the string code no-user', () => {
    expect(errorFromResponse(401, { errors: { code: NO_USER_CODE, message: 'No user' } }).code).toBe(NO_USER_CODE);
  });

  it('falls back to the HTTP-status mapping without a body code', () => {
    expect(errorFromResponse(400, undefined).code).toBe(ErrorCode.invalidToken);
    expect(errorFromResponse(403, 'Forbidden').code).toBe(ErrorCode.forbidden);
    expect(errorFromResponse(404, {}).code).toBe(ErrorCode.notFound);
    expect(errorFromResponse(409, {}).code).toBe(ErrorCode.conflict);
    expect(errorFromResponse(500, {}).code).toBe(ErrorCode.serverError);
    expect(errorFromResponse(418, {}).code).toBe(ErrorCode.unexpected);
  });

  it('maps body-level exception and error fields', () => {
    expect(errorFromResponse(500, { exception: 'boom' }).code).toBe(ErrorCode.exception);
    expect(errorFromResponse(500, { error: 'failed' }).code).toBe(ErrorCode.loginFailed);
  });

  it('gives a disabled user code 44', () => {
    expect(errorFromResponse(401, { errors: { code: 4, message: 'User has been disabled.' } }).code).toBe(44);
  });

  it('reads Retry-After in seconds', () => {
    expect(errorFromResponse(429, {}, '120').retryAfterSeconds).toBe(120);
  });
});

describe('buildUrl', () => {
  it('prefixes the API base and drops empty query values', () => {
    expect(buildUrl('/user')).toBe('/api/v1/user');
    expect(buildUrl('projects', { per_page: 9999, q: undefined, active: true })).toBe(
      '/api/v1/projects?per_page=9999&active=1',
    );
  });
});

describe('sendRaw', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    takeLoginCheckRequest();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    clearStoredUser();
  });

  it('sends the bearer token and answers the data field', async () => {
    setStoredUser(user);
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { ok: true } }));
    await expect(sendRaw('logout', { method: 'POST' }, 'json')).resolves.toEqual({ data: { ok: true } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v1/logout');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer 5|secret');
  });

  it('marks a timed refresh as a background request, and nothing else', async () => {
    setStoredUser(user);
    fetchMock.mockImplementation(async () => jsonResponse(200, { data: [] }));
    await sendRaw('fields', { background: true }, 'json');
    await sendRaw('fields', {}, 'json');
    const [background, own] = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers));
    expect(background.get(BACKGROUND_REQUEST_HEADER)).toBe('1');
    expect(own.get(BACKGROUND_REQUEST_HEADER)).toBeNull();
  });

  it('sends a PUT with files as POST ?_method=PUT', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { ok: true } }));
    await sendRaw('userphoto/1', { method: 'PUT', formData: new FormData() }, 'json');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v1/userphoto/1?_method=PUT');
    expect(init?.method).toBe('POST');
  });

  it('turns a network failure into code 1001', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(sendRaw('configuration', {}, 'json')).rejects.toMatchObject({ status: 0, code: ErrorCode.noCore2 });
  });

  it('sets the login-check trigger on 401 unless the call is flagged', async () => {
    setStoredUser(user);
    fetchMock.mockImplementation(async () => jsonResponse(401, { errors: { code: 4, message: 'Unauthenticated' } }));
    await expect(sendRaw('fields', { skipAuthCheck: true }, 'json')).rejects.toMatchObject({ status: 401, code: 4 });
    expect(takeLoginCheckRequest()).toBe(false);
    await expect(sendRaw('fields', {}, 'json')).rejects.toMatchObject({ status: 401 });
    expect(takeLoginCheckRequest()).toBe(true);
  });

  it('rejects an answer without a data field as an invalid shape', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { something: 1 }));
    await expect(sendRaw('configuration', {}, 'json')).rejects.toMatchObject({ code: ErrorCode.invalidShape });
  });

  it('rejects an empty answer as code 9, and 200 answers with an exception or error field as 7 and 8', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 200 }));
    await expect(sendRaw('configuration', {}, 'json')).rejects.toMatchObject({ code: ErrorCode.requiredFields });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { exception: 'boom' }));
    await expect(sendRaw('configuration', {}, 'json')).rejects.toMatchObject({ code: ErrorCode.exception });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { error: 'nope' }));
    await expect(sendRaw('configuration', {}, 'json')).rejects.toMatchObject({ code: ErrorCode.loginFailed });
  });

  it('rejects a 200 answer that carries errors as code 6', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { errors: { message: 'bad' } }));
    await expect(sendRaw('configuration', {}, 'json')).rejects.toMatchObject({ code: ErrorCode.invalidToken });
  });
});
