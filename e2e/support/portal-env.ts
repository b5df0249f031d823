/** Where global setup leaves the migrated and seeded data the workers' portals start from. */
export const PORTAL_DATA_ENV = 'E2E_PORTAL_DATA';

/** The environment of every browser-test portal, before a spec file's own additions. */
export function portalEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    DEMO: '1',
    // The demo photos take seconds to draw; the browser tests upload the documents they need.
    DEMO_DOCUMENTS: 'false',
    JOB_POLL_SECONDS: '0.5',
    ENVIRONMENT_MARKERS: 'Demo',
    ...extra,
  };
}
