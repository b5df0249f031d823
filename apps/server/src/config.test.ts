import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { instanceConfiguration } from './modules/configuration/configuration.service';

// No config file: only what each test passes.
const env = { CONFIG_FILE: '/nonexistent/portal-config.json' };

describe('DEMO and environment markers', () => {
  it('shows the Demo marker in a demo unless markers are chosen', () => {
    expect(loadConfig({ ...env, DEMO: '1' }).ENVIRONMENT_MARKERS).toEqual(['Demo']);
    expect(loadConfig({ ...env, DEMO: '1', ENVIRONMENT_MARKERS: 'Test' }).ENVIRONMENT_MARKERS).toEqual(['Test']);
    expect(loadConfig({ ...env, DEMO: '1', ENVIRONMENT_MARKERS: '' }).ENVIRONMENT_MARKERS).toEqual([]);
    expect(loadConfig(env).ENVIRONMENT_MARKERS).toEqual([]);
  });
});

describe('session lifetime', () => {
  it('takes SESSION_LIFETIME_SECONDS over the minutes, for tests that wait for a session to end', () => {
    expect(loadConfig(env).SESSION_LIFETIME_MINUTES).toBe(120);
    expect(loadConfig({ ...env, SESSION_LIFETIME_MINUTES: '6' }).SESSION_LIFETIME_MINUTES).toBe(6);
    const seconds = loadConfig({ ...env, SESSION_LIFETIME_MINUTES: '6', SESSION_LIFETIME_SECONDS: '30' });
    expect(seconds.SESSION_LIFETIME_MINUTES).toBe(0.5);
    expect(instanceConfiguration(seconds).sessionLifetimeMinutes).toBe(1);
  });
});

describe('TRUST_PROXY', () => {
  const parse = (value: string | undefined) => loadConfig({ ...env, TRUST_PROXY: value }).TRUST_PROXY;

  it('trusts no proxy by default', () => {
    expect(parse(undefined)).toBe(false);
    expect(parse('false')).toBe(false);
  });

  it('reads true and address lists', () => {
    expect(parse('true')).toBe(true);
    expect(parse('10.0.0.1, 192.168.0.0/16,loopback')).toEqual(['10.0.0.1', '192.168.0.0/16', 'loopback']);
  });

  it('refuses a hop count, which Fastify would silently ignore', () => {
    expect(() => parse('1')).toThrow(/hop counts are not supported/);
    expect(() => parse('2')).toThrow(/hop counts/);
  });
});
