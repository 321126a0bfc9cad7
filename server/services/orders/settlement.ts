import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { structureUrl } from '../../../lib/api/contract/catalogue';
import type { Settlement, SettlementLine } from '../../../lib/api/contract/order';
import type { Db } from '../../db/client';
import { brands, cartItems, products, skus } from '../../db/schema';
import { reject } from '../../http/errors';
import { writeOffExpiredLots } from '../lots/stock';
import { skuInfoColumns } from '../sku-lookup';
import { settlementControls } from './controls';
import { conditionOf, shippingFee, shippingRuleTable, strictest } from '../../../lib/api/contract/shipping';
import { controlColumns, toControls } from '../regulatory';
import { pickVoucher } from '../vouchers/wallet';
import { yuan } from '../../../lib/api/contract/money';

/** Where the lines of a settlement come from: chosen cart rows, or one SKU bought at once. */
export interface LineSource {
  carIds?: number[];
  buyNow?: { skuId: number; num: number };
  /** The user voucher the buyer picked (one at most). */
  voucherId?: number;
}

export const SETTLE_ERR = {
  cartRowsGone: '购物车中的商品已变化（可能已提交订单），请返回购物车重新选择',
  skuNotFound: '商品不存在',
  unavailable: (name: string, pack: string) => `「${name} ${pack}」已下架，请从购物车中删除后再结算`,
  changed: '商品价格或库存已变化，请确认最新结算信息后再提交',
  nothing: '没有可结算的商品',
} as const;


/**
 * The settlement as the server sees it now: today's prices, today's stock split (from stock / made to
 * order), the shipping fee, and the notices the buyer must read. `forUpdate` locks the SKU rows (submit).
 */
export async function computeSettlement(db: Db, userId: number, source: LineSource, forUpdate = false): Promise<Settlement> {
  const wanted: { carId: number | null; skuId: number; num: number; priceAtAdd: number | null }[] = [];
  if (source.carIds) {
    const ids = [...new Set(source.carIds)];
    const rows = await db
      .select({ id: cartItems.id, skuId: cartItems.skuId, num: cartItems.num, priceAtAdd: cartItems.priceFenAtAdd })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)))
      .orderBy(cartItems.id);
    if (rows.length !== ids.length) throw reject(SETTLE_ERR.cartRowsGone);
    for (const r of rows) wanted.push({ carId: r.id, skuId: r.skuId, num: r.num, priceAtAdd: r.priceAtAdd });
  } else if (source.buyNow) {
    wanted.push({ carId: null, skuId: source.buyNow.skuId, num: source.buyNow.num, priceAtAdd: null });
  }
  if (wanted.length === 0) throw reject(SETTLE_ERR.nothing);

  // Submitting: lots that expired since the last sweep leave the SKU's stock before it is read and taken.
  if (forUpdate) await writeOffExpiredLots(db, { skuIds: [...new Set(wanted.map((w) => w.skuId))].sort((a, b) => a - b) });
  const query = db
    .select({ ...skuInfoColumns, shipping: products.shipping, ...controlColumns })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(skus.id, [...new Set(wanted.map((w) => w.skuId))]))
    .orderBy(skus.id);
  const found = new Map((await (forUpdate ? query.for('update', { of: skus }) : query)).map((r) => [r.id, r]));

  const lines: SettlementLine[] = [];
  const notices: string[] = [];
  for (const w of wanted) {
    const s = found.get(w.skuId);
    if (!s) throw reject(SETTLE_ERR.skuNotFound);
    const available = s.listed;
    const fromStock = Math.max(0, Math.min(s.stock, w.num));
    const priceChanged = w.priceAtAdd !== null && w.priceAtAdd !== s.priceFen;
    lines.push({
      skuId: s.id,
      productId: s.productId,
      carId: w.carId,
      code: s.code,
      name: s.nameCn,
      cas: s.cas,
      pack: s.pack,
      brandName: s.brandName,
      imgUrl: structureUrl(s.inchiKey),
      num: w.num,
      price: s.priceFen,
      priceAtAdd: w.priceAtAdd,
      priceChanged,
      amount: s.priceFen * w.num,
      stock: s.stock,
      fromStock,
      deliveryDays: s.deliveryDays,
      shippingCondition: conditionOf(s.shipping),
      available,
      controls: toControls(s),
    });
    const label = `「${s.nameCn} ${s.pack}」`;
    if (!available) notices.push(SETTLE_ERR.unavailable(s.nameCn, s.pack));
    else {
      if (priceChanged) notices.push(`${label}价格已由 ${yuan(w.priceAtAdd!)} 调整为 ${yuan(s.priceFen)}`);
      if (fromStock === 0) notices.push(`${label}暂无现货，需订货，预计 ${s.deliveryDays} 天发货`);
      else if (fromStock < w.num) notices.push(`${label}现货 ${fromStock}，其余 ${w.num - fromStock} 需订货，预计 ${s.deliveryDays} 天发货`);
    }
  }
  const sellable = lines.filter((l) => l.available);
  const goods = sellable.reduce((sum, l) => sum + l.amount, 0);
  const condition = strictest(sellable.map((l) => l.shippingCondition));
  const fee = sellable.length ? shippingFee(condition, goods) : 0;
  // Marked goods need a verified buyer, checked before anything else is shown or ordered.
  const controls = await settlementControls(db, userId, lines);
  const { discount, voucher, vouchers } = await pickVoucher(db, userId, goods, source.voucherId, forUpdate);
  const settlement: Omit<Settlement, 'quoteHash'> = {
    lines,
    goods,
    shippingCondition: condition,
    shippingFee: fee,
    discount,
    voucher,
    vouchers,
    total: goods + fee - discount,
    shippingRules: shippingRuleTable(),
    notices,
    controls,
  };
  return { ...settlement, quoteHash: quoteHash(settlement) };
}

/** What the buyer agreed to: each line's SKU, quantity, price, stock split and availability, the fee and the voucher. */
function quoteHash(s: Omit<Settlement, 'quoteHash'>): string {
  const facts: unknown[] = [s.lines.map((l) => [l.skuId, l.num, l.price, l.fromStock, l.available ? 1 : 0]), s.shippingFee, s.total];
  // Without a voucher the digest is what it was before vouchers existed.
  if (s.voucher) facts.push(s.voucher.id, s.discount);
  return createHash('sha256').update(JSON.stringify(facts)).digest('hex').slice(0, 32);
}
