import type { NoticeRule } from './notice-rule';

/*
 * Every scheduled notice the portal sends: the scheduler (notices.job.ts) runs each of these on
 * every round. Adding one (README "Mail and scheduled notices"): a rule here, its template under
 * platform/mail/templates with its texts in the web's locale files, and a test.
 */
export const NOTICE_RULES: readonly NoticeRule<object>[] = [];
