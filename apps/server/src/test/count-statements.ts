import type { AppContext } from '../app-context';

/**
 * Counts the statements `run` sends (ARCHITECTURE.md "Performance habits": a page of N rows costs
 * a constant number of queries). Counted at the driver: every query drizzle sends outside a
 * transaction goes through `pool.query` (PostgreSQL) or `pglite.query` (PGlite), so wrapping that
 * one method of the test's own database client counts everything a request sends, the session
 * lookup included.
 */
export async function countStatements(ctx: AppContext, run: () => Promise<unknown>): Promise<number> {
  // Either client's query(); only its call count matters here.
  const target = (ctx.database.pool ?? ctx.database.pglite) as unknown as { query: (...args: unknown[]) => unknown };
  const original = target.query;
  let statements = 0;
  target.query = (...args: unknown[]) => {
    statements += 1;
    return original.apply(target, args);
  };
  try {
    await run();
  } finally {
    target.query = original;
  }
  return statements;
}
