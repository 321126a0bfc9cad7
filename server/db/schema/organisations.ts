import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { storedFileColumns } from './columns';

/**
 * An organisation (企业/机构) and its verification (企业认证): status 0 未认证, 1 审核中, 2 已认证, 3 已驳回
 * (with the operator's reason). The unified social credit code is unique: one organisation per legal entity.
 * Created by `corpCertification` with the caller as its first 管理员; the operator reviews it.
 */
export const organisations = pgTable(
  'organisations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    creditCode: text('credit_code').notNull(),
    legalRepresentative: text('legal_representative').notNull(),
    /** A key of ORG_CORP_TYPES (lib/api/contract/org.ts). */
    corpType: text('corp_type').notNull(),
    status: smallint('status').notNull().default(0),
    reason: text('reason'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organisations_credit_code_idx').on(t.creditCode),
    index('organisations_status_idx').on(t.status, t.id),
    check('organisations_status_check', sql`${t.status} between 0 and 3`),
  ],
);

/**
 * A person's place in an organisation: role admin (管理员) | buyer (采购员) | viewer (仅查看); status active |
 * pending (a join request awaiting an admin) | disabled (an admin switched the sub-account off). `isCurrent`
 * marks the organisation the person acts for now (at most one per user): orders, invoice titles and credit
 * follow it, and users.org_name mirrors its name (selectUser's orgName).
 */
export const orgMemberships = pgTable(
  'org_memberships',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').notNull(),
    status: text('status').notNull(),
    dept: text('dept'),
    isCurrent: boolean('is_current').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('org_memberships_org_user_idx').on(t.orgId, t.userId),
    index('org_memberships_user_idx').on(t.userId),
    uniqueIndex('org_memberships_current_idx')
      .on(t.userId)
      .where(sql`${t.isCurrent}`),
    check('org_memberships_role_check', sql`${t.role} in ('admin', 'buyer', 'viewer')`),
    check('org_memberships_status_check', sql`${t.status} in ('active', 'pending', 'disabled')`),
  ],
);

/**
 * Verification documents: the business licence (营业执照, kind license) and other proofs (kind other). An upload
 * is a draft of its uploader until a certification is submitted with it (orgId set). Bytes live in the database
 * under a random key, never under public/; served to the uploader, the organisation's admins and the operator.
 */
export const orgFiles = pgTable(
  'org_files',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id').references(() => organisations.id),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    ...storedFileColumns(),
  },
  (t) => [
    uniqueIndex('org_files_key_idx').on(t.fileKey),
    index('org_files_org_idx').on(t.orgId, t.kind),
    index('org_files_uploader_idx').on(t.uploadedBy, t.id),
    check('org_files_kind_check', sql`${t.kind} in ('license', 'other')`),
  ],
);
