import type { Config } from '../../config';

/**
 * The address users reach this installation at (`PUBLIC_URL`, else this port on localhost), with
 * `path` after it: every link the server hands out (mails, the OpenAPI servers) is built here.
 */
export function publicUrl(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, path = ''): string {
  const base = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  return `${base}${path}`;
}
