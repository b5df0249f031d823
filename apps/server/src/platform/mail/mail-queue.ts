import type { DbOrTx } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import type { MailMessage } from './mailer';

/** The queue whose worker hands messages to the mailer. */
export const MAIL_JOB = 'mail-send';

/**
 * Queues a message inside the caller's transaction: it is sent only if that transaction commits,
 * and the rows it speaks of (an activation link, a new account) commit with it.
 */
export async function queueMail(jobs: JobQueue, tx: DbOrTx, message: MailMessage): Promise<void> {
  await jobs.send(MAIL_JOB, message, { tx });
}
