import { describe, expect, it } from 'vitest';
import { allowedRealtimeOrigins, isAllowedOrigin } from './realtime-origins';

describe('real-time origins', () => {
  it('allows PUBLIC_URL’s origin and configured ones', () => {
    expect(
      allowedRealtimeOrigins({
        PUBLIC_URL: 'https://portal.example.com/base/',
        REALTIME_ALLOWED_ORIGINS: ['https://app.example.com', 'not a url'],
      }),
    ).toEqual(['https://portal.example.com', 'https://app.example.com']);
  });

  it('compares whole origins: scheme, host and port', () => {
    const allowed = ['https://portal.example.com'];
    const internal = { host: 'internal:3000', scheme: 'http' };
    expect(isAllowedOrigin('https://portal.example.com', internal, allowed)).toBe(true);
    expect(isAllowedOrigin('http://portal.example.com', internal, allowed)).toBe(false);
    expect(isAllowedOrigin('https://portal.example.com.evil.test', internal, allowed)).toBe(false);
    expect(isAllowedOrigin('http://localhost:3000', { host: 'localhost:3000', scheme: 'http' }, [])).toBe(true);
    expect(isAllowedOrigin('http://localhost:3001', { host: 'localhost:3000', scheme: 'http' }, [])).toBe(false);
  });

  it("the portal's own host passes only with the scheme it was reached by (issue 16)", () => {
    expect(isAllowedOrigin('https://portal.test', { host: 'portal.test', scheme: 'https' }, [])).toBe(true);
    expect(isAllowedOrigin('http://portal.test', { host: 'portal.test', scheme: 'https' }, [])).toBe(false);
    expect(isAllowedOrigin('https://portal.test', { host: 'portal.test', scheme: 'http' }, [])).toBe(false);
    // PUBLIC_URL's origin passes behind a TLS proxy that is not trusted to say the scheme.
    expect(
      isAllowedOrigin('https://portal.test', { host: 'portal.test', scheme: 'http' }, ['https://portal.test']),
    ).toBe(true);
  });
});
