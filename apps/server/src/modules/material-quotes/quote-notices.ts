import { RealtimeEvent, userChannel } from '@portal/contracts';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../platform/db/client';
import { publicUrl } from '../../platform/http/public-url';
import { queueMail } from '../../platform/mail/mail-queue';
import { renderMail } from '../../platform/mail/mail-template';
import { quoteAnswerMail, quoteSentMail } from '../../platform/mail/templates';
import type { Recipient } from './material-quotes.repo';

/*
 * Telling people about a quote (issue 19): the apartment's owners when it is sent to them, staff
 * (the quote's creator) when an owner approves or asks for corrections. The e-mail is queued in the
 * change's transaction, so it goes only if the change commits; the real-time notice is sent after
 * the commit and never fails the change (the client's next fetch recovers a lost one).
 */

export interface QuoteNotice {
  id: number;
  projectId: number;
  apartmentId: number;
  condominiumId: number;
  name: string;
  /** "A 12": the stairwell and the number. */
  apartment: string;
  status: string;
}

/** Queues the owners' e-mails of a sent quote in `tx`. */
export async function queueSentMails(ctx: AppContext, tx: DbOrTx, owners: Recipient[], notice: QuoteNotice) {
  const link = publicUrl(ctx.config, `/condominium/${notice.condominiumId}/apartments/${notice.apartmentId}`);
  const input = { quote: notice.name, apartment: notice.apartment, link };
  for (const owner of owners) await queueMail(ctx.jobs, tx, renderMail(quoteSentMail, owner, input));
}

/** Queues the staff e-mail of an owner's answer in `tx`. */
export async function queueAnswerMail(
  ctx: AppContext,
  tx: DbOrTx,
  staff: Recipient,
  kind: 'approved' | 'corrections',
  notice: QuoteNotice,
  comment?: string,
) {
  const link = publicUrl(ctx.config, `/project/${notice.projectId}`);
  const input = { answer: kind, quote: notice.name, apartment: notice.apartment, comment, link };
  await queueMail(ctx.jobs, tx, renderMail(quoteAnswerMail, staff, input));
}

/** After the commit: the real-time notice on each recipient's user channel. */
export async function announceQuote(
  ctx: Pick<AppContext, 'publisher'>,
  event: 'sent' | 'answered',
  userIds: number[],
  notice: QuoteNotice,
): Promise<void> {
  const name = event === 'sent' ? RealtimeEvent.materialQuoteSent : RealtimeEvent.materialQuoteAnswered;
  const payload = {
    id: notice.id,
    apartment_id: notice.apartmentId,
    project_id: notice.projectId,
    status: notice.status,
  };
  try {
    await Promise.all(userIds.map((id) => ctx.publisher.publish(userChannel(id), name, payload)));
  } catch {
    // A lost notice is recovered by the client's next fetch; it must never fail the change itself.
  }
}
