import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { selectRows } from '../../platform/db/rows';

/** Every condominium and apartment a notification is tied to, or one condominium or apartment. */
export type ResidentTargets = { notificationId: number } | { target: 'condominium' | 'apartment'; id: number };

const none = sql`select null::int where false`;

/**
 * The people a notification on condominiums or apartments is for (DECISIONS.md "Notifications":
 * shown to residents on those pages): a condominium's admins and stakeholders and the residents of
 * its apartments; an apartment's owners and tenants and its condominium's admins. Staff read those
 * pages through their company roles and are not told.
 */
export async function findResidentAudience(db: DbOrTx, targets: ResidentTargets): Promise<number[]> {
  let condominiums: SQL = none;
  let apartments: SQL = none;
  if ('notificationId' in targets) {
    condominiums = sql`select condominium_id from condominium_notifications where notification_id = ${targets.notificationId}`;
    apartments = sql`select apartment_id from apartment_notifications where notification_id = ${targets.notificationId}`;
  } else if (targets.target === 'condominium') {
    condominiums = sql`select ${targets.id}::int`;
  } else {
    apartments = sql`select ${targets.id}::int`;
  }
  const rows = await selectRows<{ user_id: number }>(
    db,
    sql`select cu.user_id from condominium_users cu where cu.condominium_id in (${condominiums})
      union select au.user_id from apartment_users au join apartments a on a.id = au.apartment_id
        where a.condominium_id in (${condominiums}) or a.id in (${apartments})
      union select cu.user_id from condominium_users cu join apartments a on a.condominium_id = cu.condominium_id
        where cu.role = 'admin' and a.id in (${apartments})`,
  );
  return rows.map((r) => r.user_id);
}
