import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../db/client';
import { publicUrl } from '../http/public-url';
import { queueMail } from '../mail/mail-queue';
import { renderMail } from '../mail/mail-template';
import { passwordLinkMail } from '../mail/templates';
import * as repo from './password-links.repo';
import { randomSecret, sha256 } from './secrets';

/*
 * The one auth operation other modules call (activation links for new users, resets by an
 * administrator, the auth module's own "forgot password"). Platform machinery, not the auth
 * module's: modules reach each other only through repositories and access sources.
 */

/**
 * Creates a single-use link and queues its e-mail. Used for password resets here and for the
 * activation of new users by the users module. The link row and the mail job are written in `tx`
 * (the caller's transaction, or one of their own): both commit, or neither does.
 */
export async function sendPasswordLink(
  ctx: AppContext,
  userId: number,
  purpose: 'activate' | 'reset',
  tx?: DbOrTx,
): Promise<void> {
  if (!tx) return ctx.db.transaction((own) => sendPasswordLink(ctx, userId, purpose, own));
  const user = await repo.findLinkRecipient(tx, userId);
  if (!user) return;
  const token = randomSecret(32);
  const hours = ctx.config.PASSWORD_TOKEN_HOURS;
  await repo.insertPasswordToken(tx, {
    userId,
    tokenHash: sha256(token),
    purpose,
    expiresAt: new Date(Date.now() + hours * 3_600_000),
  });
  const route = purpose === 'activate' ? 'activate' : 'forgot';
  const link = publicUrl(ctx.config, `/${route}/${token}/${encodeURIComponent(user.email)}`);
  await queueMail(ctx.jobs, tx, renderMail(passwordLinkMail, user, { purpose, link, hours }));
}
