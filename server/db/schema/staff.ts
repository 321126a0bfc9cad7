import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { bytea } from './columns';

/*
 * The shop's staff (docs/adr/0036-staff-identities-and-two-factor-login.md, docs/adr/0037-audit-log-append-only.md): people apart from the
 * shoppers, in permission groups, logging in with a password and a TOTP code; machines use named API keys.
 * Every change is written to audit_log, which the database itself keeps append-only.
 */

/**
 * A staff member. Mobile or e-mail (at least one) is the login account. Password and TOTP are set by the person
 * through the one-time enrolment link (enrol_token_hash, 72 h); until then both are null. `totp_secret_enc`
 * (AES-GCM under IDENTITY_KEY) holds the pending secret while `totp_enabled_at` is null, the confirmed one after;
 * `totp_last_step` is the last accepted time step, so a code is never accepted twice.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    mobile: text('mobile'),
    email: text('email'),
    passwordHash: text('password_hash'),
    passwordSalt: text('password_salt'),
    totpSecretEnc: bytea('totp_secret_enc'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** active | disabled */
    status: text('status').notNull().default('active'),
    enrolTokenHash: text('enrol_token_hash'),
    enrolExpiresAt: timestamp('enrol_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references((): AnyPgColumn => staffMembers.id),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_members_mobile_idx').on(t.mobile),
    uniqueIndex('staff_members_email_idx').on(t.email),
    uniqueIndex('staff_members_enrol_idx').on(t.enrolTokenHash),
    check('staff_members_account_check', sql`${t.mobile} is not null or ${t.email} is not null`),
    check('staff_members_status_check', sql`${t.status} in ('active', 'disabled')`),
  ],
);

/** A permission group: a member's permissions are the union of their groups' (lib/api/contract/staff.ts PERMISSIONS). */
export const staffGroups = pgTable(
  'staff_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_groups_name_idx').on(t.name)],
);

export const staffGroupMembers = pgTable(
  'staff_group_members',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => staffGroups.id),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.groupId] }), index('staff_group_members_group_idx').on(t.groupId)],
);

/** A staff login: only the token's sha256 is kept. Dead after 30 idle minutes or 12 hours, whichever comes first. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('staff_sessions_token_idx').on(t.tokenHash), index('staff_sessions_staff_idx').on(t.staffId)],
);

/** The step between a right password and the TOTP code: five minutes, five codes, single use. */
export const staffLoginChallenges = pgTable(
  'staff_login_challenges',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_login_challenges_token_idx').on(t.tokenHash), index('staff_login_challenges_staff_idx').on(t.staffId)],
);

/** Ten single-use codes that stand in for the TOTP code (a lost phone); kept as keyed hashes. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_recovery_codes_hash_idx').on(t.staffId, t.codeHash)],
);

/** A named key for a machine (rk_…): its sha256 is kept, and its first 8 characters to tell keys apart in lists. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    keyPrefix: text('key_prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    permissions: text('permissions').array().notNull(),
    /** The staff member who made it; null when made with the command line (npm run staff:api-key). */
    createdBy: integer('created_by').references(() => staffMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_hash_idx').on(t.keyHash),
    uniqueIndex('api_keys_active_name_idx')
      .on(t.name)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * Who did what, when, to what, with what result. Rows are only ever added: a trigger (migration 0030) refuses
 * UPDATE, DELETE and TRUNCATE, whoever asks.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** staff | api_key | system | cli */
    actorKind: text('actor_kind').notNull(),
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull().default(''),
    permission: text('permission'),
    action: text('action').notNull(),
    entity: text('entity'),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    /** ok | denied | failed */
    outcome: text('outcome').notNull(),
    ip: text('ip'),
    requestId: text('request_id'),
    detail: text('detail'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorKind, t.actorId, t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
    check('audit_log_actor_kind_check', sql`${t.actorKind} in ('staff', 'api_key', 'system', 'cli')`),
    check('audit_log_outcome_check', sql`${t.outcome} in ('ok', 'denied', 'failed')`),
  ],
);
