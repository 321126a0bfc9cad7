import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile'),
    email: text('email'),
    nickName: text('nick_name').notNull().default(''),
    avatar: text('avatar'),
    /** scrypt(salt, client hash) — the client never sends the clear password (SPEC §3: passwd). */
    passwordHash: text('password_hash'),
    passwordSalt: text('password_salt'),
    failedLogins: smallint('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    recommendMobile: text('recommend_mobile'),
    wechatOpenId: text('wechat_open_id'),
    wechatUnionId: text('wechat_union_id'),
    orgName: text('org_name'),
    /** SPEC §3: '2' = real-name verified. */
    authStatus: text('auth_status').notNull().default('0'),
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_mobile_idx').on(t.mobile), uniqueIndex('users_email_idx').on(t.email), uniqueIndex('users_wechat_open_id_idx').on(t.wechatOpenId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** sha256 of the random token: a leaked table does not leak sessions. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** When the session was last used (refreshed at most every few minutes) and from where (the sessions list). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    lastIp: text('last_ip'),
  },
  (t) => [uniqueIndex('sessions_token_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Image captchas: hashed answer, five-minute life, single use. */
export const captchas = pgTable('captchas', {
  key: text('key').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** SMS codes per mobile and purpose: hashed, five-minute life, at most five wrong tries. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
  },
  (t) => [index('sms_codes_mobile_idx').on(t.mobile, t.createdAt)],
);

/** Counters for rate limits (per mobile, per IP, per account), shared by every API process. */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: serial('id').primaryKey(),
    bucket: text('bucket').notNull(),
    subject: text('subject').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_events_lookup_idx').on(t.bucket, t.subject, t.at)],
);

/** WeChat QR login scenes: created by the scan call, confirmed by the phone, polled by the page. */
export const wechatScenes = pgTable('wechat_scenes', {
  sceneStr: text('scene_str').primaryKey(),
  status: text('status').notNull().default('pending'),
  openId: text('open_id'),
  unionId: text('union_id'),
  nickname: text('nickname'),
  avatar: text('avatar'),
  userId: integer('user_id').references(() => users.id),
  /** Handed to the page when the scanner has no bound phone; the bind call must present it. */
  bindKeyHash: text('bind_key_hash'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
