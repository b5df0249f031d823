import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';
import { multipartBody, TINY_PNG } from '../../test/multipart';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = (id: number, token: string, filename: string, content: Buffer | string, viaOverride = false) => {
  const { body, headers } = multipartBody([{ name: 'user_photo', filename, content, contentType: 'image/png' }]);
  return t.call(viaOverride ? 'POST' : 'PUT', `/api/v1/userphoto/${id}${viaOverride ? '?_method=PUT' : ''}`, {
    token,
    body,
    headers,
  });
};

describe('user photo', () => {
  it('stores a PNG, serves it as an image, and removes it', async () => {
    const user = await makeUser(t.ctx);
    const token = await t.login(user.email);
    expect((await t.call('GET', `/api/v1/userphoto/${user.id}`, { token })).statusCode).toBe(404);
    // Browsers send the multipart update as POST with ?_method=PUT.
    expect((await upload(user.id, token, 'me.png', TINY_PNG, true)).statusCode).toBe(200);
    const photo = await t.call('GET', `/api/v1/userphoto/${user.id}`, { token });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.rawPayload.equals(TINY_PNG)).toBe(true);
    expect((await t.call('GET', '/api/v1/user', { token })).json().data.has_photo).toBe(true);
    expect((await t.call('DELETE', `/api/v1/userphoto/${user.id}`, { token })).statusCode).toBe(200);
    expect((await t.call('GET', `/api/v1/userphoto/${user.id}`, { token })).statusCode).toBe(404);
  });

  it('refuses a wrong extension and content that is not an image, with 24', async () => {
    const user = await makeUser(t.ctx);
    const token = await t.login(user.email);
    const txt = await upload(user.id, token, 'notes.txt', 'hello');
    expect(txt.statusCode).toBe(422);
    expect(txt.json().errorCode).toBe(24);
    const fake = await upload(user.id, token, 'fake.png', '<html><script>alert(1)</script></html>');
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errorCode).toBe(24);
    expect((await t.call('GET', `/api/v1/userphoto/${user.id}`, { token })).statusCode).toBe(404);
  });

  it('does not let one user change another user’s photo', async () => {
    const a = await makeUser(t.ctx);
    const b = await makeUser(t.ctx);
    const res = await upload(b.id, await t.login(a.email), 'x.png', TINY_PNG);
    expect(res.statusCode).toBe(403);
  });
});
