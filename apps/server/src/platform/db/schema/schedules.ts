import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { projects } from './projects';

/**
 * Schedule entries of a project (a tree). Dates are calendar dates (DECISIONS.md "Schedules").
 * `automatical` entries record status changes; the schedules issue adds the screens.
 */
export const schedules = pgTable(
  'schedules',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    startAt: date('start_at', { mode: 'string' }).notNull(),
    endAt: date('end_at', { mode: 'string' }).notNull(),
    estimateStartAt: date('estimate_start_at', { mode: 'string' }),
    estimateEndAt: date('estimate_end_at', { mode: 'string' }),
    completionPercentage: integer('completion_percentage').notNull().default(0),
    // A schedule whose parent goes becomes a root (spec part 2 section 3).
    parentId: integer('parent_id').references((): AnyPgColumn => schedules.id, { onDelete: 'set null' }),
    level: integer('level').notNull().default(0),
    automatical: boolean('automatical').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('schedules_project_idx').on(t.projectId, t.parentId),
    check('schedules_completion_range', sql`${t.completionPercentage} between 0 and 100`),
  ],
);
