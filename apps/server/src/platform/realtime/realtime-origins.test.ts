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
    expect(isAllowedOrigin('https://portal.example.com', 'internal:3000', allowed)).toBe(true);
    expect(isAllowedOrigin('http://portal.example.com', 'internal:3000', allowed)).toBe(false);
    expect(isAllowedOrigin('https://portal.example.com.evil.test', 'internal:3000', allowed)).toBe(false);
    expect(isAllowedOrigin('http://localhost:3000', 'localhost:3000', [])).toBe(true);
    expect(isAllowedOrigin('http://localhost:3001', 'localhost:3000', [])).toBe(false);
  });
});
