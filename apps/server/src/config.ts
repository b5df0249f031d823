import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_TIME_ZONE, isTimeZone, PROJECT_TYPES } from '@portal/contracts';
import { z } from 'zod';

const bool = z
  .union([z.boolean(), z.string()])
  .transform((v) => (typeof v === 'boolean' ? v : ['1', 'true', 'yes', 'on'].includes(v.toLowerCase())));
const list = z.union([z.array(z.string()), z.string()]).transform((v) =>
  Array.isArray(v)
    ? v
    : v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
);
/**
 * Which proxies may set X-Forwarded-For (Fastify's `trustProxy`): `true`, `false`, or addresses and
 * CIDR ranges (comma list; `loopback`, `linklocal`, `uniquelocal` name the private ranges). A bare
 * hop count is refused: Fastify 5 ignores it, because it cannot tell a proxy from a client.
 */
const trustProxy = z
  .union([z.boolean(), z.number(), z.array(z.string()), z.string()])
  .transform((v, ctx): boolean | string[] => {
    if (typeof v === 'boolean') return v;
    const values = (Array.isArray(v) ? v : String(v).split(',')).map((s) => s.trim()).filter(Boolean);
    if (values.length === 0) return false;
    if (values.length === 1) {
      const word = values[0].toLowerCase();
      // Not '1'/'0': a lone number reads like a hop count, refused below.
      if (['true', 'yes', 'on'].includes(word)) return true;
      if (['false', 'no', 'off'].includes(word)) return false;
    }
    if (values.some((s) => /^\d+$/.test(s))) {
      ctx.addIssue({
        code: 'custom',
        message: 'name the proxy addresses or CIDR ranges; hop counts are not supported',
      });
      return z.NEVER;
    }
    return values;
  });
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

const DEFAULT_PROJECT_TABS = JSON.stringify({
  condominium: ['base', 'companies', 'apartments', 'materialforms', 'contacts', 'schedules'],
  infrastructure: ['base', 'companies', 'contacts', 'schedules', 'progressnumbers'],
  marine: ['base', 'companies', 'contacts', 'schedules'],
});

/**
 * Every setting of the server, read once at start. Names are the environment variables;
 * an optional JSON config file (`CONFIG_FILE`, default `DATA_DIR/config.json`) may set the same
 * keys, and the environment wins. The README's configuration table mirrors this schema.
 */
export const configSchema = z.object({
  PORT: z.coerce.number().int().default(3000),
  HOST: z.string().default('0.0.0.0'),
  TRUST_PROXY: trustProxy.default(false),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  PUBLIC_URL: optionalString,
  /** The zone deadlines are read and shown in (an IANA name; DECISIONS.md "Condominiums and materials"). */
  TIME_ZONE: z.string().refine(isTimeZone, 'an IANA time zone such as Europe/Helsinki').default(DEFAULT_TIME_ZONE),
  ADMIN_EMAIL: z.string().default('admin@example.com'),
  ADMIN_PASSWORD: z.string().default('admin-password-1'),
  ADMIN_NAME: z.string().default('Administrator'),
  DEMO: bool.default(false),
  /** With DEMO: also draw and add the demo site photos and PDFs (the browser tests turn it off to start fast). */
  DEMO_DOCUMENTS: bool.default(true),
  SESSION_LIFETIME_MINUTES: z.coerce.number().int().min(1).default(120),
  /** Overrides SESSION_LIFETIME_MINUTES: seconds-long sessions, for tests that wait for one to end. */
  SESSION_LIFETIME_SECONDS: z.coerce.number().int().min(1).optional(),
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).default(5),
  PASSWORD_TOKEN_HOURS: z.coerce.number().int().min(1).default(48),
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  LOGIN_THROTTLE_MINUTES: z.coerce.number().int().min(1).default(15),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(50),
  LOGIN_ACCOUNT_THROTTLE_MINUTES: z.coerce.number().int().min(1).default(60),
  PASSWORD_RESET_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Portal <no-reply@localhost>'),
  RUN_WORKER: bool.default(true),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  /**
   * How long a job may run before it counts as abandoned (its process died) and goes to another
   * worker: a photo's processing. Longer work scales from it (a PDF, an export).
   */
  JOB_EXPIRY_SECONDS: z.coerce.number().int().min(1).default(45),
  SESSION_EXPIRY_CHECK_SECONDS: z.coerce.number().int().min(1).default(30),
  REMOVED_DOCUMENT_RETENTION_DAYS: z.coerce.number().min(0).default(30),
  REALTIME_BACKEND: z.enum(['memory', 'postgres']).default('memory'),
  PUSHER_APP_KEY: z.string().default('portal-key'),
  // Unset: a random secret made at first start and kept in the database (realtime-secret.ts).
  PUSHER_APP_SECRET: optionalString,
  PUSHER_WS_HOST: optionalString,
  PUSHER_WS_PORT: z.coerce.number().int().optional(),
  PUSHER_FORCE_TLS: bool.default(false),
  REALTIME_ALLOWED_ORIGINS: list.default([]),
  // Files: S3-compatible storage when S3_BUCKET is set, else a folder under DATA_DIR/files.
  S3_ENDPOINT: optionalString,
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  IMAGE_MAX_MEGAPIXELS: z.coerce.number().positive().default(40),
  UPLOAD_MAX_MB: z.coerce.number().positive().default(200),
  /** The longest a request may take to arrive whole, headers and body (a 200 MB upload at 1 Mbit/s needs 27 minutes). */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().default(1800),
  /** A connection on which no byte moves, either way, for this long is closed (a stalled upload). */
  IDLE_TIMEOUT_SECONDS: z.coerce.number().positive().default(120),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Public configuration (GET configuration)
  FEATURE_PROJECTS: bool.default(true),
  FEATURE_CONDOMINIUMS: bool.default(true),
  FEATURE_MESSAGING: bool.default(true),
  FEATURE_PRODUCTS_AND_MATERIAL_SELECTION: bool.default(true),
  FEATURE_EXPORT: bool.default(true),
  FEATURE_SEARCH: bool.default(true),
  PRIVACY_POLICY_URL: optionalString,
  LOGIN_BACKGROUND_URL: optionalString,
  LOGO_URL: optionalString,
  SECONDARY_LOGO_URL: optionalString,
  MAP_DEFAULT_LAT: z.coerce.number().default(60.1699),
  MAP_DEFAULT_LNG: z.coerce.number().default(24.9384),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  INFRA_MAP_VISIBLE_BY_DEFAULT: bool.default(true),
  DOCUMENT_MAP_COLOURING: z.enum(['company', 'subject', 'none']).default('company'),
  DOCUMENT_MAP_STATE_COLOURS: z
    .string()
    .default('{}')
    .transform((v) => z.record(z.string().regex(/^\d+$/), z.string().regex(/^#[0-9a-fA-F]{6}$/)).parse(JSON.parse(v))),
  ENVIRONMENT_MARKERS: list.default([]),
  PROJECT_TYPES: list.pipe(z.array(z.enum(PROJECT_TYPES))).default([...PROJECT_TYPES]),
  PROJECT_TYPE_TABS: z
    .string()
    .default(DEFAULT_PROJECT_TABS)
    .transform((v) => z.record(z.string(), z.array(z.string())).parse(JSON.parse(v))),
  PROJECT_MANAGEMENT_TABS: list.default(['defaultfolders', 'projectstatuses']),
});

export type Config = z.infer<typeof configSchema>;

function readConfigFile(env: NodeJS.ProcessEnv): Record<string, unknown> {
  const file = env.CONFIG_FILE ?? path.join(env.DATA_DIR ?? './data', 'config.json');
  if (!existsSync(file)) return {};
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!parsed || typeof parsed !== 'object') throw new Error(`${file} must hold a JSON object`);
  // The file may hold objects (PROJECT_TYPE_TABS); the schema reads them as JSON strings.
  return Object.fromEntries(
    Object.entries(parsed).map(([k, v]) => [
      k,
      v !== null && typeof v === 'object' && !Array.isArray(v) ? JSON.stringify(v) : v,
    ]),
  );
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Record<keyof Config, unknown>> = {},
): Config {
  const fromEnv = Object.fromEntries(
    Object.keys(configSchema.shape).flatMap((k) => (env[k] === undefined ? [] : [[k, env[k]]])),
  );
  const input: Record<string, unknown> = { ...readConfigFile(env), ...fromEnv, ...overrides };
  const config = configSchema.parse(input);
  // A demo shows its marker unless the operator chose the markers (an empty value chooses none).
  if (config.DEMO && input.ENVIRONMENT_MARKERS === undefined) config.ENVIRONMENT_MARKERS = ['Demo'];
  // One lifetime for every reader: a seconds override becomes a fraction of a minute.
  if (config.SESSION_LIFETIME_SECONDS) config.SESSION_LIFETIME_MINUTES = config.SESSION_LIFETIME_SECONDS / 60;
  return config;
}
