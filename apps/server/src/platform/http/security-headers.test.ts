import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';
import { multipartBody, TINY_PNG } from '../../test/multipart';
import { overrideMethod } from './method-override';
import { contentSecurityPolicy, cspSource } from './security-headers';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('content security policy', () => {
  it('allows the configured image and frame origins, whatever their scheme, and nothing else', () => {
    const policy = contentSecurityPolicy(
      loadConfig(
        { CONFIG_FILE: '/nonexistent/portal-config.json' },
        {
          LOGO_URL: 'http://intranet.example:8080/logo.png',
          SECONDARY_LOGO_URL: 'https://cdn.example.com/partner.svg?v=2',
          LOGIN_BACKGROUND_URL: 'https://cdn.example.com/background.jpg',
          PRIVACY_POLICY_URL: 'http://privacy.example/policy.html',
          MAP_TILE_URL: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
        },
      ),
    );
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'http://intranet.example:8080',
      'https://cdn.example.com',
      'https://*.tile.openstreetmap.org',
    ]);
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'http://privacy.example']);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    // No real-time host configured: pages connect to the portal only, never to any ws:/wss: host.
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  });

  it('lets pages connect to the configured real-time host only', () => {
    const config = (overrides: Record<string, unknown>) =>
      contentSecurityPolicy(loadConfig({ CONFIG_FILE: '/nonexistent/portal-config.json' }, overrides));
    expect(directive(config({ PUSHER_WS_HOST: 'rt.example.com', PUSHER_WS_PORT: 6001 }), 'connect-src')).toEqual([
      "'self'",
      'wss://rt.example.com:6001',
      'ws://rt.example.com:6001',
    ]);
    expect(directive(config({ PUSHER_WS_HOST: 'rt.example.com', PUSHER_FORCE_TLS: true }), 'connect-src')).toEqual([
      "'self'",
      'wss://rt.example.com',
    ]);
    // Something that is not a host name adds nothing rather than widening the policy.
    expect(directive(config({ PUSHER_WS_HOST: '* ws:' }), 'connect-src')).toEqual(["'self'"]);
  });

  it('reads origins from URLs', () => {
    expect(cspSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(cspSource('https://user:pw@Maps.Example.com:8443/t/{z}.png')).toBe('https://maps.example.com:8443');
    expect(cspSource('/logo.png')).toBeUndefined();
    expect(cspSource('data:image/png;base64,AAAA')).toBeUndefined();
    // A template below the leftmost label cannot be a CSP wildcard.
    expect(cspSource('https://a.{s}.example.com/x.png')).toBeUndefined();
    expect(cspSource(undefined)).toBeUndefined();
  });
});

describe('headers on answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { LOGO_URL: 'http://logos.example/logo.png' } });
  });
  afterAll(() => t.close());

  it('sends the policy with the web app’s pages, built from the configuration', async () => {
    const page = await t.raw('GET', '/projects');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(directive(String(page.headers['content-security-policy']), 'img-src')).toContain('http://logos.example');
    const api = await t.raw('GET', '/api/v1/configuration');
    expect(api.headers['content-security-policy']).toBeUndefined();
    expect(api.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers an unknown API path with 404 in the error envelope', async () => {
    const res = await t.raw('GET', '/api/v1/no/such/call');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errors: { code: 3 }, errorCode: 3 });
  });

  it('marks every API answer no-store, errors included; pages are not', async () => {
    for (const url of ['/api/v1/configuration', '/api/v1/user', '/api/v1/no/such/call']) {
      expect((await t.raw('GET', url)).headers['cache-control']).toBe('no-store');
    }
    expect((await t.raw('POST', '/api/v1/authenticate', { body: {} })).headers['cache-control']).toBe('no-store');
    expect((await t.raw('GET', '/projects')).headers['cache-control']).not.toBe('no-store');
  });
});

describe('method override', () => {
  const rewrite = (method: string, url: string) => {
    const req = { method, url } as Parameters<typeof overrideMethod>[0];
    overrideMethod(req);
    return req.method;
  };

  it('turns POST ?_method=PUT or DELETE into that method', () => {
    expect(rewrite('POST', '/api/v1/userphoto/4?_method=PUT')).toBe('PUT');
    expect(rewrite('POST', '/api/v1/userphoto/4?_method=delete')).toBe('DELETE');
  });

  it('ignores _method on GET and PUT, and unknown methods on POST', () => {
    expect(rewrite('GET', '/api/v1/userphoto/4?_method=DELETE')).toBe('GET');
    expect(rewrite('PUT', '/api/v1/userphoto/4?_method=DELETE')).toBe('PUT');
    expect(rewrite('POST', '/api/v1/userphoto/4?_method=GET')).toBe('POST');
  });

  it('does not delete a photo through GET or PUT with _method=DELETE', async () => {
    const t2 = await createTestApp();
    try {
      const user = await makeUser(t2.ctx);
      const token = await t2.login(user.email);
      const { body, headers } = multipartBody([{ name: 'user_photo', filename: 'me.png', content: TINY_PNG }]);
      expect((await t2.raw('PUT', `/api/v1/userphoto/${user.id}`, { token, body, headers })).statusCode).toBe(200);
      const viaGet = await t2.raw('GET', `/api/v1/userphoto/${user.id}?_method=DELETE`, { token });
      expect(viaGet.statusCode).toBe(200);
      const again = multipartBody([{ name: 'user_photo', filename: 'me.png', content: TINY_PNG }]);
      const viaPut = await t2.raw('PUT', `/api/v1/userphoto/${user.id}?_method=DELETE`, { token, ...again });
      expect(viaPut.statusCode).toBe(200);
      expect((await t2.raw('GET', `/api/v1/userphoto/${user.id}`, { token })).statusCode).toBe(200);
    } finally {
      await t2.close();
    }
  });
});
