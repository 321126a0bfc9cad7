import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bytea } from './columns';

/**
 * ID-card photos (real-name verification). The bytes are encrypted (AES-256-GCM, server/services/identity/crypto.ts)
 * and live in the database under a random key, never under public/; served to their owner and the operator only.
 * An upload is a draft until a case is submitted with it (caseId set).
 */
export const identityImages = pgTable(
  'identity_images',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** front (人像面) | back (国徽面) */
    side: text('side').notNull(),
    fileKey: text('file_key').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    caseId: integer('case_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('identity_images_key_idx').on(t.fileKey), index('identity_images_user_idx').on(t.userId, t.side, t.id)],
);

/**
 * A real-name verification case: 1 pending, 2 verified, 3 rejected (with the reason). Name and number are
 * encrypted; `idNoHash` (HMAC-SHA256 under a key derived from the same secret) finds the same number on
 * another account without decrypting. One live case (pending or verified) per user and per number.
 */
export const identityCases = pgTable(
  'identity_cases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: smallint('status').notNull(),
    nameEnc: bytea('name_enc').notNull(),
    idNoEnc: bytea('id_no_enc').notNull(),
    idNoHash: text('id_no_hash').notNull(),
    frontImageId: integer('front_image_id')
      .notNull()
      .references(() => identityImages.id),
    backImageId: integer('back_image_id')
      .notNull()
      .references(() => identityImages.id),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('identity_cases_user_idx').on(t.userId, t.id),
    index('identity_cases_status_idx').on(t.status, t.id),
    uniqueIndex('identity_cases_live_user_idx')
      .on(t.userId)
      .where(sql`${t.status} in (1, 2)`),
    uniqueIndex('identity_cases_live_number_idx')
      .on(t.idNoHash)
      .where(sql`${t.status} in (1, 2)`),
  ],
);
