import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../platform/db/rows';
import { users } from '../../platform/db/schema';
import { MAIL_JOB } from '../../platform/mail/mail-queue';
import type { MailMessage } from '../../platform/mail/mailer';
import { quoteSentMail } from '../../platform/mail/templates';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';
import { waitForMail } from '../../test/mail-capture';
import type { NoticeRule } from './notice-rule';
import { NOTICES_JOB, sendDueNotices } from './notices.job';
import { startNoticeWorkers } from './notices.jobs';

/*
 * The scheduled notices, with a rule of the test's own in the shape issue 26's deadline reminders
 * take: "a user gets a mail when their deadline is 3 days away or less", one per deadline.
 */

/** A rule's input checked against its template, as a rule in notices.rules.ts is. */
const defineNoticeRule = <Input>(rule: NoticeRule<Input>) => rule;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 3600 * 1000;

/** A reminder rule over real users: `deadlines` says whose deadline is when (a moved one is a new mark). */
function reminderRule(name: string, deadlines: Map<number, Date>) {
  return defineNoticeRule({
    name,
    template: quoteSentMail,
    async findDue(ctx, now) {
      const due = [...deadlines].filter(([, at]) => at > now && at.getTime() - now.getTime() <= 3 * DAY);
      if (!due.length) return [];
      const rows = await ctx.db
        .select({ id: users.id, email: users.email, name: users.name, locale: users.locale })
        .from(users)
        .where(
          inArray(
            users.id,
            due.map(([id]) => id),
          ),
        );
      return rows.map((user) => {
        const at = deadlines.get(user.id) ?? now;
        return {
          recipient: { userId: user.id, email: user.email, name: user.name, locale: user.locale },
          mark: `deadline:${at.toISOString()}`,
          input: { quote: `Deadline ${at.toISOString()}`, apartment: 'A 1', link: 'https://portal.test/x' },
        };
      });
    },
  });
}

/** The mail jobs queued to `email`: each is one mail sent. */
async function mailsQueuedTo(email: string): Promise<MailMessage[]> {
  const rows = await selectRows<{ data: MailMessage }>(
    t.ctx.db,
    sql`select data from pgboss.job where name = ${MAIL_JOB} and data->>'to' = ${email} order by created_on`,
  );
  return rows.map((r) => r.data);
}

describe('scheduled notices', () => {
  it('run on their schedule through the queue and mail whoever is due, and only them', async () => {
    const due = await makeUser(t.ctx, { locale: 'fi' });
    const later = await makeUser(t.ctx);
    const now = Date.now();
    const deadlines = new Map([
      [due.id, new Date(now + 2 * DAY)],
      [later.id, new Date(now + 10 * DAY)],
    ]);
    await t.ctx.jobs.work<MailMessage>(MAIL_JOB, (m) => t.ctx.mailer.send(m), { pollingIntervalSeconds: 0.5 });
    await startNoticeWorkers(t.ctx, [reminderRule('test-scheduled', deadlines)]);

    const mail = await waitForMail(t.mails, due.email);
    expect(mail.subject).toMatch(/^Uusi tarjous: Deadline /);
    expect(mail.text.startsWith(`Hei ${due.name},`)).toBe(true);
    const rounds = async () =>
      (
        await selectRows<{ state: string }>(t.ctx.db, sql`select state from pgboss.job where name = ${NOTICES_JOB}`)
      ).map((r) => r.state);
    await expect.poll(rounds, { timeout: 15_000 }).toEqual(['completed']);
    expect(await mailsQueuedTo(later.email)).toEqual([]);
  });

  it('sends a notice once per recipient and mark, however many rounds run and at once', async () => {
    const user = await makeUser(t.ctx);
    const now = new Date();
    const deadlines = new Map([[user.id, new Date(now.getTime() + DAY)]]);
    const rule = reminderRule('test-once', deadlines);

    expect(await sendDueNotices(t.ctx, [rule], now)).toEqual({ 'test-once': 1 });
    expect(await sendDueNotices(t.ctx, [rule], now)).toEqual({ 'test-once': 0 });
    // Two instances' rounds at the same moment: the second waits for the first's row, then skips it.
    await Promise.all([sendDueNotices(t.ctx, [rule], now), sendDueNotices(t.ctx, [rule], now)]);
    expect(await mailsQueuedTo(user.email)).toHaveLength(1);

    // The deadline moves: a new mark, so a new notice.
    deadlines.set(user.id, new Date(now.getTime() + 2 * DAY));
    expect(await sendDueNotices(t.ctx, [rule], now)).toEqual({ 'test-once': 1 });
    expect(await mailsQueuedTo(user.email)).toHaveLength(2);
    // The same mark under another rule is that rule's own notice.
    expect(await sendDueNotices(t.ctx, [reminderRule('test-once-other', deadlines)], now)).toEqual({
      'test-once-other': 1,
    });
  });

  it('sends one mail when a rule names the same recipient and mark twice', async () => {
    const user = await makeUser(t.ctx);
    const deadlines = new Map([[user.id, new Date(Date.now() + DAY)]]);
    const base = reminderRule('test-twice', deadlines);
    const twice = defineNoticeRule({
      ...base,
      findDue: async (ctx, now) => [...(await base.findDue(ctx, now)), ...(await base.findDue(ctx, now))],
    });
    expect(await sendDueNotices(t.ctx, [twice])).toEqual({ 'test-twice': 1 });
    expect(await mailsQueuedTo(user.email)).toHaveLength(1);
  });

  it('a failing rule holds up neither the others nor the next round', async () => {
    const user = await makeUser(t.ctx);
    const deadlines = new Map([[user.id, new Date(Date.now() + DAY)]]);
    let failing = true;
    const broken = defineNoticeRule({
      name: 'test-broken',
      template: quoteSentMail,
      async findDue(ctx, now) {
        if (failing) throw new Error('the rule failed');
        return reminderRule('test-broken', deadlines).findDue(ctx, now);
      },
    });
    await expect(sendDueNotices(t.ctx, [broken, reminderRule('test-healthy', deadlines)])).rejects.toThrow(
      /1 notice rule\(s\) failed/,
    );
    expect(await mailsQueuedTo(user.email)).toHaveLength(1);
    failing = false;
    expect(await sendDueNotices(t.ctx, [broken])).toEqual({ 'test-broken': 1 });
  });
});
