import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Values the portal makes for itself at first start and every instance must share (the real-time
 * signing secret when `PUSHER_APP_SECRET` is unset): kept in the database, not in one process.
 */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
