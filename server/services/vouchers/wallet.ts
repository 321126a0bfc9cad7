import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { SettlementVoucher, UserVoucher, VoucherState } from '../../../lib/api/contract/voucher';
import type { Db } from '../../db/client';
import { orders, userVouchers, voucherTemplates } from '../../db/schema';
import { reject } from '../../http/errors';
import { yuan } from '../../../lib/api/contract/money';
import { VOUCHER_ERR } from '../../../lib/api/contract/voucher';

/*
 * Vouchers a user holds (docs/adr/0029-member-assets.md): issued by the points mall or an activity claim, used
 * on one order at most. The discount is min(face value, goods amount) and never touches the shipping fee.
 */

const DAY_MS = 24 * 3600_000;

type Template = typeof voucherTemplates.$inferSelect;

/** When a voucher issued now is valid: `validDays` from now, or the template's fixed window. */
export function validityOf(t: Pick<Template, 'validDays' | 'validFrom' | 'validTo'>, now: Date): { validFrom: Date; expiresAt: Date } {
  if (t.validDays) return { validFrom: now, expiresAt: new Date(now.getTime() + t.validDays * DAY_MS) };
  return { validFrom: t.validFrom ?? now, expiresAt: t.validTo! };
}

/** Issues the template to the user once per `ref` (inside the caller's transaction); answers the voucher id, or null if the ref was used. */
export async function issueVoucherIn(tx: Db, input: { userId: number; template: Template; source: UserVoucher['source']; ref: string; now: Date }): Promise<number | null> {
  const [row] = await tx
    .insert(userVouchers)
    .values({ userId: input.userId, templateId: input.template.id, source: input.source, ref: input.ref, ...validityOf(input.template, input.now), createdAt: input.now })
    .onConflictDoNothing({ target: [userVouchers.userId, userVouchers.ref] })
    .returning({ id: userVouchers.id });
  return row?.id ?? null;
}

const voucherColumns = {
  id: userVouchers.id,
  name: voucherTemplates.name,
  face: voucherTemplates.faceFen,
  minOrder: voucherTemplates.minOrderFen,
  validFrom: userVouchers.validFrom,
  expiresAt: userVouchers.expiresAt,
};

export interface VoucherPick {
  discount: number;
  voucher: { id: number; name: string } | null;
  vouchers: SettlementVoucher[];
}

/**
 * The vouchers the settlement offers (unused, valid now) and the chosen one's discount. A chosen id that is
 * not among them, or whose minimum the goods do not reach, is refused. `forUpdate` (submit) locks the chosen
 * row, so two submits with the same voucher run one after the other and the second finds it used.
 */
export async function pickVoucher(db: Db, userId: number, goods: number, chosenId: number | undefined, forUpdate: boolean, now = new Date()): Promise<VoucherPick> {
  const rows = await db
    .select(voucherColumns)
    .from(userVouchers)
    .innerJoin(voucherTemplates, eq(voucherTemplates.id, userVouchers.templateId))
    .where(and(eq(userVouchers.userId, userId), eq(userVouchers.status, 'unused'), gt(userVouchers.expiresAt, now), lte(userVouchers.validFrom, now)))
    .orderBy(desc(voucherTemplates.faceFen), asc(userVouchers.expiresAt), asc(userVouchers.id));
  const vouchers = rows.map((r) => ({
    id: r.id,
    name: r.name,
    face: r.face,
    minOrder: r.minOrder,
    expiresAt: r.expiresAt.toISOString(),
    applicable: goods >= r.minOrder,
    reason: goods >= r.minOrder ? '' : `商品金额满 ${yuan(r.minOrder)} 可用`,
  }));
  // Applicable first, keeping the best face value first within each group.
  vouchers.sort((a, b) => Number(b.applicable) - Number(a.applicable));
  if (chosenId === undefined) return { discount: 0, voucher: null, vouchers };
  const query = db
    .select({ ...voucherColumns })
    .from(userVouchers)
    .innerJoin(voucherTemplates, eq(voucherTemplates.id, userVouchers.templateId))
    .where(and(eq(userVouchers.id, chosenId), eq(userVouchers.userId, userId), eq(userVouchers.status, 'unused'), gt(userVouchers.expiresAt, now), lte(userVouchers.validFrom, now)));
  const [chosen] = await (forUpdate ? query.for('update', { of: userVouchers }) : query);
  if (!chosen) throw reject(VOUCHER_ERR.unusable);
  if (goods < chosen.minOrder) throw reject(VOUCHER_ERR.minOrder(chosen.minOrder));
  return { discount: Math.min(chosen.face, goods), voucher: { id: chosen.id, name: chosen.name }, vouchers };
}

/** Marks the (locked) voucher used on the order; refused if another order took it meanwhile. */
export async function useVoucherIn(tx: Db, voucherId: number, orderId: number, now: Date): Promise<void> {
  const done = await tx
    .update(userVouchers)
    .set({ status: 'used', orderId, usedAt: now })
    .where(and(eq(userVouchers.id, voucherId), eq(userVouchers.status, 'unused')))
    .returning({ id: userVouchers.id });
  if (done.length === 0) throw reject(VOUCHER_ERR.unusable);
}

/** A cancelled order gives its voucher back (unused again; it still expires at its own date). */
export const releaseOrderVoucher = (tx: Db, orderId: number) =>
  tx.update(userVouchers).set({ status: 'unused', orderId: null, usedAt: null }).where(and(eq(userVouchers.orderId, orderId), eq(userVouchers.status, 'used')));

const stateOf = (status: string, expiresAt: Date, now: Date): VoucherState => (status === 'used' ? 'used' : expiresAt <= now ? 'expired' : 'unused');

/** 我的优惠券: every voucher of the user, unused first (soonest to expire first), optionally one state only. */
export async function listUserVouchers(db: Db, userId: number, state: VoucherState | undefined, now = new Date()): Promise<UserVoucher[]> {
  const rows = await db
    .select({ ...voucherColumns, source: userVouchers.source, status: userVouchers.status, orderNo: orders.orderNo })
    .from(userVouchers)
    .innerJoin(voucherTemplates, eq(voucherTemplates.id, userVouchers.templateId))
    .leftJoin(orders, eq(orders.id, userVouchers.orderId))
    .where(eq(userVouchers.userId, userId))
    .orderBy(sql`case when ${userVouchers.status} = 'unused' and ${userVouchers.expiresAt} > ${now} then 0 else 1 end`, asc(userVouchers.expiresAt), desc(userVouchers.id));
  return rows
    .map((r) => ({
      id: r.id,
      name: r.name,
      face: r.face,
      minOrder: r.minOrder,
      source: r.source as UserVoucher['source'],
      state: stateOf(r.status, r.expiresAt, now),
      validFrom: r.validFrom.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      orderNo: r.orderNo ?? null,
    }))
    .filter((v) => !state || v.state === state);
}
