import type { Settlement, SettlementLine } from '../../../lib/api/contract/order';
import { NOT_VERIFIED_CODE, NOT_VERIFIED_MESSAGE } from '../../../lib/api/contract/controlled';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';
import { verifiedCase } from '../identity/cases';
import { controlsOf, isControlled, needsPermit, type ProductControls } from '../regulatory';

const CATEGORY_CN = { 1: '一', 2: '二', 3: '三' } as const;

/** The marks of a product as the buyer and the ledger read them. */
export function marksOf(c: ProductControls): string[] {
  const marks: string[] = [];
  if (c.precursorCategory) marks.push(`易制毒化学品第${CATEGORY_CN[c.precursorCategory]}类`);
  if (c.explosivePrecursor) marks.push('易制爆危险化学品');
  if (c.hazardous) marks.push('危险化学品');
  return marks;
}

/** The ledger's category: the 易制毒 / 易制爆 marks (what needs the permit). */
export const ledgerCategory = (c: ProductControls) => marksOf({ ...c, hazardous: false }).join('；');

/**
 * The settlement's controlled lines. Any marked line needs a verified buyer (case status 2): otherwise the
 * whole settlement is refused with SPEC §5's words and a messageCode the storefront sends to verification.
 */
export async function settlementControls(db: Db, userId: number, lines: SettlementLine[]): Promise<Settlement['controls']> {
  const controls = await controlsOf(
    db,
    lines.map((l) => l.productId),
  );
  const marked = lines.flatMap((l) => {
    const c = controls.get(l.productId);
    return c && isControlled(c) ? [{ skuId: l.skuId, name: l.name, marks: marksOf(c), permit: needsPermit(c) }] : [];
  });
  if (marked.length && !(await verifiedCase(db, userId))) throw new ApiError(NOT_VERIFIED_MESSAGE, 0, NOT_VERIFIED_CODE);
  return { permitRequired: marked.some((m) => m.permit), lines: marked };
}
