import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/harness';
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
    const page = await t.call('GET', '/projects');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(directive(String(page.headers['content-security-policy']), 'img-src')).toContain('http://logos.example');
    const api = await t.call('GET', '/api/v1/configuration');
    expect(api.headers['content-security-policy']).toBeUndefined();
    expect(api.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
