import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * Requests for an account sent without a login (POST portal/user). They wait for an
 * owner-manager, who approves (the account is made and activated by e-mail) or rejects them.
 */
export const userRequests = pgTable(
  'user_requests',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 64 }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    companyName: varchar('company_name', { length: 255 }),
    message: text('message'),
    locale: varchar('locale', { length: 2 }).notNull().default('en'),
    status: varchar('status', { length: 16 }).notNull().default('pending').$type<'pending' | 'approved' | 'rejected'>(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_requests_status_idx').on(t.status, t.createdAt)],
);
