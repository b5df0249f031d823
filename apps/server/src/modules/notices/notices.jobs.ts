import type { AppContext } from '../../app-context';
import type { NoticeRule } from './notice-rule';
import { NOTICES_JOB, NOTICES_ROUND_SECONDS, sendDueNotices } from './notices.job';
import { NOTICE_RULES } from './notices.rules';

/**
 * The scheduled notices: a round every NOTICES_ROUND_SECONDS through the queue (`every`: each
 * instance offers the round, pg-boss keeps one per time slot, any worker runs it).
 */
export async function startNoticeWorkers(
  ctx: AppContext,
  rules: readonly NoticeRule<object>[] = NOTICE_RULES,
): Promise<void> {
  await ctx.jobs.work(
    NOTICES_JOB,
    async () => {
      await sendDueNotices(ctx, rules);
    },
    { pollingIntervalSeconds: ctx.config.JOB_POLL_SECONDS },
  );
  ctx.jobs.every(NOTICES_JOB, NOTICES_ROUND_SECONDS);
}
