import { integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Scheduled notices already sent (modules/notices): one row per rule, recipient and mark (the
 * thing the notice is about, e.g. a deadline). The key makes a notice go once, however many
 * instances run the schedule and however often they restart.
 */
export const sentNotices = pgTable(
  'sent_notices',
  {
    rule: varchar('rule', { length: 100 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mark: varchar('mark', { length: 500 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.rule, t.userId, t.mark] })],
);
