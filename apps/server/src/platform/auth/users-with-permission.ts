import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { selectRows } from '../db/rows';
import type { AuthUser } from './auth-user';
import { myRolesCte, toAuthUser, type UserFactsRow, userFactsColumns } from './user-facts-query';

/**
 * Enabled users who hold `permission` (Super always), with the same facts a signed-in request
 * has (user-facts-query.ts, as `resolveSession` reads them), so that policies and viewers can be
 * asked about someone who is not the caller: who should hear of a new delete request. They are
 * not signed in: the token fields are empty.
 */
export async function findUsersWithPermission(db: DbOrTx, permission: string): Promise<AuthUser[]> {
  const rows = await selectRows<UserFactsRow>(
    db,
    sql`
    with ${myRolesCte(sql`true`)}, facts as (select ${userFactsColumns} from users u where u.enabled)
    select * from facts where is_super or ${permission} = any(permissions) order by id`,
  );
  return rows.map((row) => toAuthUser(row, { id: 0, expiresAt: new Date(0) }));
}
