import { RealtimeEvent, userChannel } from '@portal/contracts';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../platform/db/client';
import { queueMail } from '../../platform/mail/mail-queue';
import type { MailMessage } from '../../platform/mail/mailer';
import type { Recipient } from './material-quotes.repo';

/*
 * Telling people about a quote (issue 19): the apartment's owners when it is sent to them, staff
 * (the quote's creator) when an owner approves or asks for corrections. The e-mail is queued in the
 * change's transaction, so it goes only if the change commits; the real-time notice is sent after
 * the commit and never fails the change (the client's next fetch recovers a lost one).
 */

type Locale = 'en' | 'fi';
type Kind = 'sent' | 'approved' | 'corrections';

const TEXTS: Record<Locale, Record<Kind, { subject: string; body: string }>> = {
  en: {
    sent: {
      subject: 'New quote: {{name}}',
      body: 'You have received the quote "{{name}}" for your apartment {{apartment}}. Open it to approve it or to ask for corrections:',
    },
    approved: {
      subject: 'Quote approved: {{name}}',
      body: 'The owner of apartment {{apartment}} has approved the quote "{{name}}".',
    },
    corrections: {
      subject: 'Corrections requested: {{name}}',
      body: 'The owner of apartment {{apartment}} asks for corrections to the quote "{{name}}":',
    },
  },
  fi: {
    sent: {
      subject: 'Uusi tarjous: {{name}}',
      body: 'Olet saanut tarjouksen "{{name}}" huoneistollesi {{apartment}}. Avaa tarjous hyväksyäksesi sen tai pyytääksesi korjauksia:',
    },
    approved: {
      subject: 'Tarjous hyväksytty: {{name}}',
      body: 'Huoneiston {{apartment}} omistaja on hyväksynyt tarjouksen "{{name}}".',
    },
    corrections: {
      subject: 'Korjauspyyntö: {{name}}',
      body: 'Huoneiston {{apartment}} omistaja pyytää korjauksia tarjoukseen "{{name}}":',
    },
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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

function publicUrl(ctx: AppContext): string {
  return (ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`).replace(/\/$/, '');
}

function message(to: Recipient, kind: Kind, notice: QuoteNotice, link: string, comment?: string): MailMessage {
  const locale: Locale = to.locale === 'fi' ? 'fi' : 'en';
  const fill = (s: string) => s.replaceAll('{{name}}', notice.name).replaceAll('{{apartment}}', notice.apartment);
  const t = TEXTS[locale][kind];
  const greeting = locale === 'fi' ? `Hei ${to.name},` : `Hello ${to.name},`;
  const body = fill(t.body);
  const extra = comment ? `\n\n${comment}` : '';
  return {
    to: to.email,
    subject: fill(t.subject),
    text: `${greeting}\n\n${body}${extra}\n\n${link}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>${comment ? `<blockquote>${escapeHtml(comment)}</blockquote>` : ''}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    links: [link],
  };
}

/** Queues the owners' e-mails of a sent quote in `tx`. */
export async function queueSentMails(ctx: AppContext, tx: DbOrTx, owners: Recipient[], notice: QuoteNotice) {
  const link = `${publicUrl(ctx)}/condominium/${notice.condominiumId}/apartments/${notice.apartmentId}`;
  for (const owner of owners) await queueMail(ctx.jobs, tx, message(owner, 'sent', notice, link));
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
  const link = `${publicUrl(ctx)}/project/${notice.projectId}`;
  await queueMail(ctx.jobs, tx, message(staff, kind, notice, link, comment));
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
