import { CATALOGUE, type CatalogueCall } from './catalogue';

/** A registered route, Fastify style: `{ method: 'GET', url: '/api/v1/companies/:id/users/:userId' }`. */
export interface RouteLike {
  method: string | readonly string[];
  url: string;
}

export interface CoverageReport {
  total: number;
  covered: number;
  missing: CatalogueCall[];
  /** Per area, in the catalogue's order. */
  byArea: Record<string, { total: number; covered: number }>;
}

const PARAM = '{}';

/** True for `{name}` and `:name` (Fastify's `:name(regex)` and `:a-:b` forms included). */
function isParam(segment: string): boolean {
  return segment.startsWith(':') || /^\{[^{}]*\}$/.test(segment);
}

/** Path segments with every parameter folded to one marker; empty segments (slashes) dropped. */
function normalisePath(path: string): string {
  return path
    .split('/')
    .filter((s) => s !== '')
    .map((s) => (isParam(s) ? PARAM : s))
    .join('/');
}

function withSlashes(base: string): string {
  let b = base.startsWith('/') ? base : `/${base}`;
  if (!b.endsWith('/')) b = `${b}/`;
  return b;
}

function key(method: string, normalisedPath: string): string {
  return `${method.toUpperCase()} ${normalisedPath}`;
}

/**
 * Which catalogue calls the given routes serve. Only routes under `base` count; a parameter on
 * either side (`{x}` or `:x`) matches any parameter at the same position; trailing slashes are
 * ignored; HEAD routes are ignored; literal segments compare case-sensitively.
 */
export function catalogueCoverage(
  routes: readonly RouteLike[],
  catalogue: readonly CatalogueCall[] = CATALOGUE,
  base = '/api/v1/',
): CoverageReport {
  const prefix = withSlashes(base);
  const prefixWithoutSlash = prefix.slice(0, -1);
  const served = new Set<string>();
  for (const route of routes) {
    const url = route.url.split('?')[0];
    let rest: string;
    if (url.startsWith(prefix)) rest = url.slice(prefix.length);
    else if (url === prefixWithoutSlash) rest = '';
    else continue;
    const methods = typeof route.method === 'string' ? [route.method] : route.method;
    for (const method of methods) {
      if (method.toUpperCase() === 'HEAD') continue;
      served.add(key(method, normalisePath(rest)));
    }
  }

  const missing: CatalogueCall[] = [];
  const byArea: Record<string, { total: number; covered: number }> = {};
  let covered = 0;
  for (const call of catalogue) {
    byArea[call.area] ??= { total: 0, covered: 0 };
    const area = byArea[call.area];
    area.total += 1;
    if (served.has(key(call.method, normalisePath(call.path)))) {
      area.covered += 1;
      covered += 1;
    } else {
      missing.push(call);
    }
  }
  return { total: catalogue.length, covered, missing, byArea };
}

function percent(covered: number, total: number): string {
  return total === 0 ? '100%' : `${Math.floor((covered / total) * 100)}%`;
}

/** A readable table per area, then the missing calls grouped by area. */
export function formatCoverage(report: CoverageReport): string {
  const areas = Object.entries(report.byArea);
  const width = Math.max('area'.length, 'total'.length, ...areas.map(([a]) => a.length));
  const row = (name: string, covered: number, total: number): string =>
    `${name.padEnd(width)}  ${`${covered}/${total}`.padStart(9)}  ${percent(covered, total).padStart(4)}${
      covered === total ? '' : '  missing'
    }`.trimEnd();

  const lines = [
    `Call catalogue coverage: ${report.covered}/${report.total} (${percent(report.covered, report.total)})`,
    '',
    `${'area'.padEnd(width)}  ${'covered'.padStart(9)}  ${'%'.padStart(4)}`,
    `${'-'.repeat(width)}  ${'-'.repeat(9)}  ${'-'.repeat(4)}`,
    ...areas.map(([name, a]) => row(name, a.covered, a.total)),
    `${'-'.repeat(width)}  ${'-'.repeat(9)}  ${'-'.repeat(4)}`,
    row('total', report.covered, report.total),
  ];

  if (report.missing.length > 0) {
    lines.push('', `Missing calls (${report.missing.length}):`);
    const byArea = new Map<string, CatalogueCall[]>();
    for (const call of report.missing) {
      const list = byArea.get(call.area) ?? [];
      list.push(call);
      byArea.set(call.area, list);
    }
    for (const [area, calls] of byArea) {
      lines.push(`  ${area}:`);
      for (const call of calls) lines.push(`    ${call.method.padEnd(6)} ${call.path}`);
    }
  }
  return lines.join('\n');
}
