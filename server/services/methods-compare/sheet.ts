import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { METHOD_COMPARE_MSG } from '../../../lib/api/contract/method-compare';
import type { Db } from '../../db/client';
import { apiItems, methods } from '../../db/schema';
import { methodSheetTitle, renderMethodSheet } from '../../documents/method-sheet';
import { SHOP } from '../../documents/shop';
import { ApiError } from '../../http/errors';
import { safeName, type DocumentFile } from '../documents';
import { fullMethods, methodColumns } from './facts';

/**
 * getApiFileStream: the method sheet PDF, rendered from the current records on each download (like the
 * generated COA: the same records give the same bytes, so the ETag is stable). Refused for an unknown id.
 */
export async function methodSheetFile(db: Db, id: number): Promise<DocumentFile> {
  const [row] = await db
    .select({ ...methodColumns, updatedAt: methods.updatedAt, nameCn: apiItems.nameCn, nameEn: apiItems.nameEn, cas: apiItems.cas })
    .from(methods)
    .innerJoin(apiItems, eq(apiItems.id, methods.apiItemId))
    .where(eq(methods.id, id));
  if (!row) throw new ApiError(METHOD_COMPARE_MSG.methodMissing);
  const { updatedAt, nameCn, nameEn, cas, ...record } = row;
  const [method] = await fullMethods(db, [record]);
  const apiItem = { nameCn, nameEn, cas };
  const bytes = await renderMethodSheet({ shop: SHOP, apiItem, method, updatedAt });
  return {
    bytes,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    fileName: `${safeName(methodSheetTitle({ apiItem, method }))}.pdf`,
    asciiName: `METHOD_${method.id}_${method.pharmacopoeia}.pdf`.replace(/[^A-Za-z0-9._-]/g, '_'),
  };
}
