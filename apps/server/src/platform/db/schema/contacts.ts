import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from './projects';

/** A project's contacts (spec part 2 section 3). Phone and e-mail are free text. */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: text('title').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contacts_project_idx').on(t.projectId)],
);
