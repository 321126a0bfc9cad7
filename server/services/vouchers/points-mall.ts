import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { MallItem, Redemption } from '../../../lib/api/contract/promotion';
import { REDEMPTION_STATUS_TEXT } from '../../../lib/api/contract/promotion';
import type { Db } from '../../db/client';
import { mallItems, mallRedemptions, voucherTemplates } from '../../db/schema';
import { reject } from '../../http/errors';
import { getAddress } from '../addresses';
import { spendPoints } from '../points/ledger';
import { issueVoucherIn } from './wallet';

/** The points mall (积分商城, docs/adr/0029-member-assets.md). */
export const MALL_ERR = {
  notFound: '兑换商品不存在',
  soldOut: '该商品已兑完',
  limit: (n: number) => `每位用户限兑 ${n} 次，您已达上限`,
  address: '实物礼品请选择收货地址',
} as const;

export async function listMallItems(db: Db): Promise<MallItem[]> {
  const rows = await db
    .select({ item: mallItems, face: voucherTemplates.faceFen, minOrder: voucherTemplates.minOrderFen, validDays: voucherTemplates.validDays })
    .from(mallItems)
    .leftJoin(voucherTemplates, eq(voucherTemplates.id, mallItems.templateId))
    .where(eq(mallItems.listed, 1))
    .orderBy(asc(mallItems.sort), asc(mallItems.id));
  return rows.map(({ item, face, minOrder, validDays }) => ({
    id: item.id,
    kind: item.kind as MallItem['kind'],
    name: item.name,
    description: item.description,
    points: item.points,
    stock: item.stock,
    perUserLimit: item.perUserLimit,
    voucher: face === null ? null : { face, minOrder: minOrder ?? 0, validDays },
  }));
}

const toRedemption = (r: typeof mallRedemptions.$inferSelect, kind: string): Redemption => ({
  id: r.id,
  itemName: r.itemName,
  kind: kind as Redemption['kind'],
  points: r.points,
  status: r.status as Redemption['status'],
  statusText: REDEMPTION_STATUS_TEXT[r.status as Redemption['status']],
  address: (r.address as Redemption['address']) ?? null,
  createdAt: r.createdAt.toISOString(),
});

/**
 * Redeems one item in one transaction: the item row is locked (stock and the per-user limit are checked
 * under it), the points are spent (ledger ref mall:<redemption id>; 积分不足 rolls everything back), the
 * stock drops and a voucher item issues its voucher.
 */
export async function redeemItem(db: Db, userId: number, input: { itemId: number; addressId?: number }, now = new Date()): Promise<{ redemption: Redemption; balance: number }> {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select()
      .from(mallItems)
      .where(and(eq(mallItems.id, input.itemId), eq(mallItems.listed, 1)))
      .for('update');
    if (!item) throw reject(MALL_ERR.notFound);
    if (item.stock <= 0) throw reject(MALL_ERR.soldOut);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(mallRedemptions)
      .where(and(eq(mallRedemptions.userId, userId), eq(mallRedemptions.itemId, item.id)));
    if (n >= item.perUserLimit) throw reject(MALL_ERR.limit(item.perUserLimit));
    let address: Redemption['address'] = null;
    if (item.kind === 'gift') {
      if (!input.addressId) throw reject(MALL_ERR.address);
      const { id: _i, isDefault: _d, book: _b, ...copy } = await getAddress(tx, userId, input.addressId, 'receiving');
      address = copy;
    }
    const [row] = await tx
      .insert(mallRedemptions)
      .values({ userId, itemId: item.id, itemName: item.name, points: item.points, address, status: item.kind === 'gift' ? 'to_ship' : 'issued', createdAt: now })
      .returning();
    const { balance } = await spendPoints(tx, { userId, points: item.points, reason: `积分商城兑换：${item.name}`, ref: `mall:${row.id}`, now });
    await tx
      .update(mallItems)
      .set({ stock: item.stock - 1 })
      .where(eq(mallItems.id, item.id));
    if (item.templateId) {
      const [template] = await tx.select().from(voucherTemplates).where(eq(voucherTemplates.id, item.templateId));
      const voucherId = await issueVoucherIn(tx, { userId, template, source: 'points', ref: `redeem:${row.id}`, now });
      await tx.update(mallRedemptions).set({ userVoucherId: voucherId }).where(eq(mallRedemptions.id, row.id));
    }
    return { redemption: toRedemption(row, item.kind), balance };
  });
}

export async function listRedemptions(db: Db, userId: number, limit: number, offset: number): Promise<{ rows: Redemption[]; total: number }> {
  const rows = await db
    .select({ r: mallRedemptions, kind: mallItems.kind })
    .from(mallRedemptions)
    .innerJoin(mallItems, eq(mallItems.id, mallRedemptions.itemId))
    .where(eq(mallRedemptions.userId, userId))
    .orderBy(desc(mallRedemptions.id))
    .limit(limit)
    .offset(offset);
  const [{ n }] = await db.select({ n: count() }).from(mallRedemptions).where(eq(mallRedemptions.userId, userId));
  return { rows: rows.map(({ r, kind }) => toRedemption(r, kind)), total: n };
}
