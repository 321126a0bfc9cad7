import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { storedFileColumns } from './columns';

/**
 * Account-security challenges of a logged-in user (docs/adr/0012-customer-accounts.md): an e-mail code
 * (kind 'email', target the address) or the ticket proving the old phone during a phone change (kind
 * 'phone', target the old mobile). Only a hash is stored; each has a life, a count of wrong tries and is single use.
 */
export const accountChallenges = pgTable(
  'account_challenges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    target: text('target').notNull(),
    secretHash: text('secret_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_challenges_user_idx').on(t.userId, t.kind, t.createdAt)],
);

/**
 * Uploaded avatars (userSuggest/avatarUpload): PNG or JPEG by content, in the database under a random key,
 * served publicly by that key (an avatar is shown wherever the user is). One per user: a new one replaces it.
 */
export const userAvatars = pgTable(
  'user_avatars',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ...storedFileColumns(),
  },
  (t) => [uniqueIndex('user_avatars_key_idx').on(t.fileKey), index('user_avatars_user_idx').on(t.userId)],
);
