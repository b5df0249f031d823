import { randomSecret } from '../auth/secrets';
import type { DbOrTx } from '../db/client';
import { getOrCreateSetting } from '../db/settings';

const SETTING_KEY = 'realtime.signing-secret';

/**
 * The secret that signs private-channel subscriptions: `PUSHER_APP_SECRET` when set, otherwise a
 * random one made at first start and kept in the database, so every instance on that database
 * signs and checks with the same value and no default secret exists that anyone could read.
 */
export async function resolveRealtimeSecret(db: DbOrTx, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return getOrCreateSetting(db, SETTING_KEY, () => randomSecret(32));
}
