import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { activities, activityProducts, activityVouchers, mallItems, products, voucherTemplates } from '../schema';
import * as data from './data/promotions';

/**
 * Voucher templates, points-mall items and activities, applied at every start: rows missing by key/slug are
 * added, existing ones (with their stock, claims and redemptions) are left as they are.
 */
export async function seedPromotions(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(voucherTemplates)
      .values(data.voucherTemplates.map((t) => ({ key: t.key, name: t.name, faceFen: t.faceFen, minOrderFen: t.minOrderFen, validDays: t.validDays ?? null, validFrom: t.validFrom ? new Date(t.validFrom) : null, validTo: t.validTo ? new Date(t.validTo) : null })))
      .onConflictDoNothing({ target: voucherTemplates.key });
    const templates = new Map((await tx.select({ id: voucherTemplates.id, key: voucherTemplates.key }).from(voucherTemplates)).map((t) => [t.key, t.id]));
    await tx
      .insert(mallItems)
      .values(data.mallItems.map((m, i) => ({ key: m.key, kind: m.kind, name: m.name, description: m.description, points: m.points, stock: m.stock, perUserLimit: m.perUserLimit, templateId: m.template ? templates.get(m.template)! : null, sort: i })))
      .onConflictDoNothing({ target: mallItems.key });
    for (const a of data.activities) {
      const [row] = await tx
        .insert(activities)
        .values({ slug: a.slug, title: a.title, summary: a.summary, body: a.body, startsAt: new Date(a.startsAt), endsAt: new Date(a.endsAt) })
        .onConflictDoNothing({ target: activities.slug })
        .returning({ id: activities.id });
      if (!row) continue;
      const found = new Map((await tx.select({ id: products.id, code: products.code }).from(products).where(inArray(products.code, a.products))).map((p) => [p.code, p.id]));
      const featured = a.products.flatMap((code, sort) => (found.has(code) ? [{ activityId: row.id, productId: found.get(code)!, sort }] : []));
      if (featured.length) await tx.insert(activityProducts).values(featured).onConflictDoNothing();
      await tx
        .insert(activityVouchers)
        .values(a.vouchers.map((v) => ({ activityId: row.id, templateId: templates.get(v.template)!, stock: v.stock })))
        .onConflictDoNothing();
    }
  });
}
