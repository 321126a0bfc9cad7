import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { INVOICE_KIND_TEXT, type InvoiceKind, type InvoiceTitle } from '../../lib/api/contract/invoice';
import { INVOICE_TITLE_MAX } from '../../lib/constants';
import type { Db } from '../db/client';
import { invoiceTitles } from '../db/schema';
import { reject } from '../http/errors';

export const INVOICE_ERR = {
  notFound: '发票抬头不存在',
  full: `最多保存${INVOICE_TITLE_MAX}个发票抬头，请先删除不用的抬头`,
} as const;

/** A title as the contract's input gives it (fields a kind does not have are absent). */
export interface InvoiceTitleFields {
  kind: InvoiceKind;
  title: string;
  taxNo?: string;
  regAddress?: string;
  regPhone?: string;
  bankName?: string;
  bankAccount?: string;
  email: string;
  isDefault: boolean;
}

type Row = typeof invoiceTitles.$inferSelect;

const toTitle = (r: Row): InvoiceTitle => ({
  id: r.id,
  kind: r.kind as InvoiceKind,
  kindText: INVOICE_KIND_TEXT[r.kind as InvoiceKind],
  title: r.title,
  taxNo: r.taxNo,
  regAddress: r.regAddress,
  regPhone: r.regPhone,
  bankName: r.bankName,
  bankAccount: r.bankAccount,
  email: r.email,
  isDefault: r.isDefault,
});

/** Only the fields of its kind are kept: a personal title never carries a stale tax number. */
const columns = (f: InvoiceTitleFields) => ({
  kind: f.kind,
  title: f.title,
  taxNo: f.kind === 'personal' ? '' : (f.taxNo ?? ''),
  regAddress: f.kind === 'special' ? (f.regAddress ?? '') : '',
  regPhone: f.kind === 'special' ? (f.regPhone ?? '') : '',
  bankName: f.kind === 'special' ? (f.bankName ?? '') : '',
  bankAccount: f.kind === 'special' ? (f.bankAccount ?? '') : '',
  email: f.email,
});

/**
 * The user's titles as they act now: those added as a person, and those added for their current
 * organisation (`orgId`); titles of another organisation of theirs show when they switch to it.
 */
export async function listInvoiceTitles(db: Db, userId: number, orgId: number | null = null): Promise<InvoiceTitle[]> {
  const ofOrg = orgId === null ? isNull(invoiceTitles.organisationId) : or(isNull(invoiceTitles.organisationId), eq(invoiceTitles.organisationId, orgId));
  const rows = await db.select().from(invoiceTitles).where(and(eq(invoiceTitles.userId, userId), ofOrg)).orderBy(desc(invoiceTitles.isDefault), desc(invoiceTitles.updatedAt), desc(invoiceTitles.id));
  return rows.map(toTitle);
}

export async function getInvoiceTitle(db: Db, userId: number, id: number): Promise<InvoiceTitle> {
  const [row] = await db
    .select()
    .from(invoiceTitles)
    .where(and(eq(invoiceTitles.id, id), eq(invoiceTitles.userId, userId)));
  if (!row) throw reject(INVOICE_ERR.notFound);
  return toTitle(row);
}

const lock = (tx: Db, userId: number) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invoice-titles:${userId}`}))`);
const clearDefault = (tx: Db, userId: number) =>
  tx
    .update(invoiceTitles)
    .set({ isDefault: false })
    .where(and(eq(invoiceTitles.userId, userId), eq(invoiceTitles.isDefault, true)));

export async function addInvoiceTitle(db: Db, userId: number, input: InvoiceTitleFields, organisationId: number | null = null): Promise<InvoiceTitle> {
  const id = await db.transaction(async (tx) => {
    await lock(tx, userId);
    const [{ n }] = await tx.select({ n: count() }).from(invoiceTitles).where(eq(invoiceTitles.userId, userId));
    if (n >= INVOICE_TITLE_MAX) throw reject(INVOICE_ERR.full);
    const isDefault = input.isDefault || n === 0;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(invoiceTitles)
      .values({ userId, organisationId, ...columns(input), isDefault })
      .returning({ id: invoiceTitles.id });
    return row.id;
  });
  return getInvoiceTitle(db, userId, id);
}

export async function updateInvoiceTitle(db: Db, userId: number, id: number, input: InvoiceTitleFields): Promise<InvoiceTitle> {
  const current = await getInvoiceTitle(db, userId, id);
  await db.transaction(async (tx) => {
    await lock(tx, userId);
    if (input.isDefault) await clearDefault(tx, userId);
    await tx
      .update(invoiceTitles)
      .set({ ...columns(input), isDefault: input.isDefault || current.isDefault, updatedAt: new Date() })
      .where(and(eq(invoiceTitles.id, id), eq(invoiceTitles.userId, userId)));
  });
  return getInvoiceTitle(db, userId, id);
}

export async function deleteInvoiceTitle(db: Db, userId: number, id: number): Promise<void> {
  const current = await getInvoiceTitle(db, userId, id);
  await db.transaction(async (tx) => {
    await lock(tx, userId);
    await tx.delete(invoiceTitles).where(and(eq(invoiceTitles.id, id), eq(invoiceTitles.userId, userId)));
    if (!current.isDefault) return;
    const [next] = await tx.select({ id: invoiceTitles.id }).from(invoiceTitles).where(eq(invoiceTitles.userId, userId)).orderBy(desc(invoiceTitles.updatedAt), desc(invoiceTitles.id)).limit(1);
    if (next) await tx.update(invoiceTitles).set({ isDefault: true }).where(eq(invoiceTitles.id, next.id));
  });
}

export async function setDefaultInvoiceTitle(db: Db, userId: number, id: number): Promise<void> {
  await getInvoiceTitle(db, userId, id);
  await db.transaction(async (tx) => {
    await lock(tx, userId);
    await clearDefault(tx, userId);
    await tx.update(invoiceTitles).set({ isDefault: true }).where(and(eq(invoiceTitles.id, id), eq(invoiceTitles.userId, userId)));
  });
}
