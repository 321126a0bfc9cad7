import { eq, sql } from 'drizzle-orm';
import { DESK_MSG } from '../../../lib/api/contract/catalogue-desk';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { ApiError } from '../../http/errors';

/*
 * A product with its SKUs and lots is one record with one `version` (docs/adr/0039-catalogue-desk.md): every
 * desk save locks the product row, compares the version the save was read at, and moves it on by one. A save
 * from an older version is refused before anything is written, so nobody overwrites a colleague's change unseen.
 */

export type ProductRow = typeof products.$inferSelect;

/** The product row, locked for the rest of the transaction; refused when missing or saved by someone else since `version`. */
export async function lockProduct(tx: Db, id: number, version: number): Promise<ProductRow> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row) throw new ApiError(DESK_MSG.productMissing);
  if (row.version !== version) throw new ApiError(DESK_MSG.stale);
  return row;
}

/** Moves the record on: the next version, changed now. */
export async function bumpVersion(tx: Db, id: number): Promise<void> {
  await tx
    .update(products)
    .set({ version: sql`${products.version} + 1`, updatedAt: sql`clock_timestamp()` })
    .where(eq(products.id, id));
}
