import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { storedFileColumns } from './columns';

/**
 * An inquiry from a service page (中间体合成 / 制备分离): who asks and what for. Visitors may send one (the phone
 * is required so the shop can call back); a logged-in customer's user id is kept beside it.
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: serial('id').primaryKey(),
    /** 'intermediate' (中间体合成) or 'preparative' (制备分离). */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull().default(''),
    description: text('description').notNull(),
    userId: integer('user_id').references(() => users.id),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('service_requests_kind_check', sql`${t.kind} in ('intermediate', 'preparative')`), index('service_requests_created_idx').on(t.createdAt)],
);

/** The optional attachment of a service request (a structure drawing, a route, a specification), kept like transfer slips. */
export const serviceRequestFiles = pgTable(
  'service_request_files',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => serviceRequests.id),
    ...storedFileColumns(),
  },
  (t) => [uniqueIndex('service_request_files_key_idx').on(t.fileKey), uniqueIndex('service_request_files_request_idx').on(t.requestId)],
);
