import type { AppContext } from '../../app-context';
import { queueMail } from '../../platform/mail/mail-queue';
import { renderMail } from '../../platform/mail/mail-template';
import type { DueNotice, NoticeRule } from './notice-rule';
import { claimNotices } from './notices.repo';

export const NOTICES_JOB = 'scheduled-notices';
/** Reminders speak of days; a round every five minutes sends one within minutes of its mark. */
export const NOTICES_ROUND_SECONDS = 300;

const keyOf = (n: { userId: number; mark: string }) => `${n.userId}\u0000${n.mark}`;

/**
 * One round of scheduled notices: for each rule, what is due now, minus what was sent before, is
 * recorded and its mails queued in one transaction, so a notice is recorded exactly when its mail
 * is queued. A rule that fails does not hold up the others; the round fails after them, and the
 * next round tries it again. Answers how many mails each rule queued.
 */
export async function sendDueNotices(
  ctx: AppContext,
  rules: readonly NoticeRule<object>[],
  now = new Date(),
): Promise<Record<string, number>> {
  const sent: Record<string, number> = {};
  const failures: unknown[] = [];
  for (const rule of rules) {
    try {
      sent[rule.name] = await sendRule(ctx, rule, now);
    } catch (err) {
      failures.push(err);
    }
  }
  if (failures.length) throw new AggregateError(failures, `${failures.length} notice rule(s) failed`);
  return sent;
}

async function sendRule(ctx: AppContext, rule: NoticeRule<object>, now: Date): Promise<number> {
  const due = new Map<string, DueNotice<object>>();
  // A rule that lists a recipient and mark twice still sends one mail.
  for (const notice of await rule.findDue(ctx, now)) {
    due.set(keyOf({ userId: notice.recipient.userId, mark: notice.mark }), notice);
  }
  if (!due.size) return 0;
  return ctx.db.transaction(async (tx) => {
    const wanted = [...due.values()].map((n) => ({ userId: n.recipient.userId, mark: n.mark }));
    const claimed = await claimNotices(tx, rule.name, wanted);
    for (const row of claimed) {
      const notice = due.get(keyOf(row));
      if (notice) await queueMail(ctx.jobs, tx, renderMail(rule.template, notice.recipient, notice.input));
    }
    return claimed.length;
  });
}
