import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const userCategories = pgTable('user_categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    /** Stored lower-cased; unique. */
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 64 }),
    passwordHash: text('password_hash'),
    enabled: boolean('enabled').notNull().default(true),
    isSuper: boolean('is_super').notNull().default(false),
    isOwner: boolean('is_owner').notNull().default(false),
    locale: varchar('locale', { length: 2 }).notNull().default('en'),
    userCategoryId: integer('user_category_id').references(() => userCategories.id),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    photoKey: text('photo_key'),
    photoMime: varchar('photo_mime', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

/** Bearer tokens: `{id}|{secret}` given once, only a SHA-256 of the secret kept. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    warnedAt: timestamp('warned_at', { withTimezone: true }),
    expiryAnnouncedAt: timestamp('expiry_announced_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('api_tokens_user_idx').on(t.userId),
    // The expiry job scans live tokens by expiry time.
    index('api_tokens_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.revokedAt} is null and ${t.expiryAnnouncedAt} is null`),
  ],
);

/** Single-use links for activation and password reset. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    purpose: varchar('purpose', { length: 16 }).notNull().$type<'activate' | 'reset'>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_tokens_hash_unique').on(t.tokenHash)],
);

/** Failed sign-ins, counted in the database so every instance sees the same count. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    /** `account:<email>` or `address:<ip>` */
    key: varchar('key', { length: 320 }).notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_idx').on(t.key, t.failedAt)],
);

export const privacyTerms = pgTable(
  'privacy_terms',
  {
    id: serial('id').primaryKey(),
    locale: varchar('locale', { length: 2 }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    content: text('content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('privacy_terms_locale_unique').on(t.locale)],
);
