import { and, asc, desc, eq, min, sql } from 'drizzle-orm';
import { structureUrl } from '../../../lib/api/contract/catalogue';
import type { ActivityDetail, ActivitySummary } from '../../../lib/api/contract/promotion';
import type { Db } from '../../db/client';
import { activities, activityProducts, activityVouchers, products, skus, voucherTemplates } from '../../db/schema';
import { reject } from '../../http/errors';
import { issueVoucherIn } from './wallet';

/** Activities (活动): dated promotions with featured products and vouchers to claim (docs/adr/0029-member-assets.md). */
export const ACTIVITY_ERR = {
  notFound: '活动不存在',
  notStarted: '活动尚未开始',
  ended: '活动已结束',
  voucherNotFound: '该活动没有这张优惠券',
  soldOut: '优惠券已领完',
  claimed: '您已领取过这张优惠券',
} as const;

type Row = typeof activities.$inferSelect;
const stateOf = (a: Row, now: Date): ActivitySummary['state'] => (now < a.startsAt ? 'upcoming' : now >= a.endsAt ? 'ended' : 'current');
const toSummary = (a: Row, now: Date): ActivitySummary => ({ id: a.id, slug: a.slug, title: a.title, summary: a.summary, startsAt: a.startsAt.toISOString(), endsAt: a.endsAt.toISOString(), state: stateOf(a, now) });

/** Every activity: current and upcoming first (soonest ending first), then the ended ones, latest first. */
export async function listActivities(db: Db, now = new Date()): Promise<ActivitySummary[]> {
  const rows = await db
    .select()
    .from(activities)
    .orderBy(sql`case when ${activities.endsAt} > ${now} then 0 else 1 end`, sql`case when ${activities.endsAt} > ${now} then ${activities.endsAt} end asc`, desc(activities.endsAt));
  return rows.map((a) => toSummary(a, now));
}

const DAY = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

export async function getActivity(db: Db, slug: string, now = new Date()): Promise<ActivityDetail> {
  const [a] = await db.select().from(activities).where(eq(activities.slug, slug));
  if (!a) throw reject(ACTIVITY_ERR.notFound);
  const featured = await db
    .select({ productId: products.id, code: products.code, name: products.nameCn, cas: products.cas, inchiKey: products.inchiKey, fromPrice: min(skus.priceFen) })
    .from(activityProducts)
    .innerJoin(products, eq(products.id, activityProducts.productId))
    .leftJoin(skus, and(eq(skus.productId, products.id), eq(skus.status, 1)))
    .where(and(eq(activityProducts.activityId, a.id), eq(products.status, 1)))
    .groupBy(products.id, activityProducts.sort)
    .orderBy(asc(activityProducts.sort));
  const vouchers = await db
    .select({ v: activityVouchers, t: voucherTemplates })
    .from(activityVouchers)
    .innerJoin(voucherTemplates, eq(voucherTemplates.id, activityVouchers.templateId))
    .where(eq(activityVouchers.activityId, a.id))
    .orderBy(asc(voucherTemplates.faceFen));
  return {
    ...toSummary(a, now),
    body: a.body,
    products: featured.map(({ inchiKey, fromPrice, ...p }) => ({ ...p, imgUrl: structureUrl(inchiKey), fromPrice: fromPrice ?? null })),
    vouchers: vouchers.map(({ v, t }) => ({
      templateId: t.id,
      name: t.name,
      face: t.faceFen,
      minOrder: t.minOrderFen,
      left: v.stock - v.claimed,
      validText: t.validDays ? `领取后 ${t.validDays} 天内有效` : `${DAY(t.validFrom ?? a.startsAt)} 至 ${DAY(new Date(t.validTo!.getTime() - 1))} 有效`,
    })),
  };
}

/** Claims a voucher of a current activity: once per user per template (ref claim:<templateId>), while stock lasts. */
export async function claimVoucher(db: Db, userId: number, input: { activityId: number; templateId: number }, now = new Date()): Promise<{ voucherId: number }> {
  return db.transaction(async (tx) => {
    const [a] = await tx.select().from(activities).where(eq(activities.id, input.activityId));
    if (!a) throw reject(ACTIVITY_ERR.notFound);
    const state = stateOf(a, now);
    if (state === 'upcoming') throw reject(ACTIVITY_ERR.notStarted);
    if (state === 'ended') throw reject(ACTIVITY_ERR.ended);
    const [offer] = await tx
      .select()
      .from(activityVouchers)
      .where(and(eq(activityVouchers.activityId, a.id), eq(activityVouchers.templateId, input.templateId)))
      .for('update');
    if (!offer) throw reject(ACTIVITY_ERR.voucherNotFound);
    if (offer.claimed >= offer.stock) throw reject(ACTIVITY_ERR.soldOut);
    const [template] = await tx.select().from(voucherTemplates).where(eq(voucherTemplates.id, offer.templateId));
    const voucherId = await issueVoucherIn(tx, { userId, template, source: 'activity', ref: `claim:${template.id}`, now });
    if (voucherId === null) throw reject(ACTIVITY_ERR.claimed);
    await tx
      .update(activityVouchers)
      .set({ claimed: offer.claimed + 1 })
      .where(and(eq(activityVouchers.activityId, a.id), eq(activityVouchers.templateId, offer.templateId)));
    return { voucherId };
  });
}
