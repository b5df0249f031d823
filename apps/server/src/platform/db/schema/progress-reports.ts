import { index, integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { projects } from './projects';
import { users } from './users';

/** One number of a report, as stored. */
export interface StoredProgressNumber {
  slug: string;
  unit: string;
  value: number;
}

/**
 * Progress reports ("progressnumber submissions", spec part 2 section 3). `reported_at` is the wall
 * time the report names (`DD.MM.YYYY HH:mm`), without a zone, so it reads back as it was written.
 */
export const progressReports = pgTable(
  'progress_reports',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    reportedAt: timestamp('reported_at', { mode: 'string' }).notNull(),
    numbers: jsonb('numbers').$type<StoredProgressNumber[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('progress_reports_project_idx').on(t.projectId, t.reportedAt)],
);
