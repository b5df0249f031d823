import type { AppContext } from '../../app-context';
import { randomSecret, sha256 } from '../../platform/auth/secrets';
import type { DbOrTx } from '../../platform/db/client';
import { publicUrl } from '../../platform/http/public-url';
import { queueMail } from '../../platform/mail/mail-queue';
import { renderMail } from '../../platform/mail/mail-template';
import { passwordLinkMail } from '../../platform/mail/templates';
import * as repo from './auth.repo';

/*
 * The one auth operation other modules call (activation links for new users, resets by an
 * administrator). It is kept out of auth.service.ts on purpose: it uses only the auth repository
 * and platform mail, so a service that calls it cannot form a cycle with the auth service.
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
  const user = await repo.findUserById(tx, userId);
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
