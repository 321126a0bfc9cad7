import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { parseStandardNo } from '../../../lib/standards/number';
import { standardMaterials, standards } from '../../db/schema';
import { escapeLike } from '../brands';

/**
 * THE keyword match of the standards list — the one place that decides which standards a keyword finds, so
 * the ranked engine (jieba + pinyin + trigram, server/services/search*) can replace it later in one spot.
 *
 * - A keyword that reads as a standard number (`GB/T 601-2016`, `GBT601`, `gb 5009.3`, lib/standards/number.ts)
 *   finds that edition (with a year) or every edition of the number and of its parts (`GB 5009` → GB 5009.3 …).
 * - Anything else is split on spaces; every word must occur in the number, Chinese or English title, scope,
 *   issuing body, or a required material's name or CAS (case-insensitive substring).
 * Returns undefined for an empty keyword (no condition).
 */
export function standardKeywordMatch(keyword: string | undefined): SQL | undefined {
  const text = keyword?.trim();
  if (!text) return undefined;
  const no = parseStandardNo(text);
  if (no) {
    if (no.year !== null) return eq(standards.key, no.key);
    return or(eq(standards.baseKey, no.baseKey), ilike(standards.baseKey, `${escapeLike(no.baseKey)}.%`));
  }
  const words = text.split(/\s+/).slice(0, 10);
  return and(
    ...words.map((w) => {
      const like = `%${escapeLike(w)}%`;
      return or(
        ilike(standards.number, like),
        ilike(standards.titleCn, like),
        ilike(standards.titleEn, like),
        ilike(standards.scope, like),
        ilike(standards.issuedBy, like),
        sql`exists (select 1 from ${standardMaterials} where ${standardMaterials.standardId} = ${standards.id} and (${ilike(standardMaterials.nameCn, like)} or ${ilike(standardMaterials.nameEn, like)} or ${ilike(standardMaterials.cas, like)}))`,
      )!;
    }),
  );
}
