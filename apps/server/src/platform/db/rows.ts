import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function selectRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** `1, 2, 3` as bound parameters, for `in (...)` and `array[...]` in raw SQL; the caller ensures it is not empty. */
export const sqlIdList = (ids: readonly number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
