import { inArray } from 'drizzle-orm';
import { SUGGEST_LIMIT, type Suggestion } from '../../lib/api/contract/search';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { searchProducts } from './engine';
import { latinWords, normaliseText } from './normalise';
import type { KeywordPlan } from './query';

/**
 * Type-ahead (search.suggest): what pressing Enter would find. The keyword runs through the search engine
 * itself (engine.ts searchProducts — every reading: CAS, catalogue number, formula, pinyin, Chinese fragments,
 * several words — and its ranking, with the same pool as the search screens), and the first ranked products
 * become suggestions, one each, in that order:
 *   cas   the keyword is read as a CAS number (whole or part) and the product's CAS starts with it
 *   code  the keyword is read as a catalogue number and the product's number starts with it (opens the product)
 *   name  otherwise: the Chinese name, or the English name when every Latin word of the keyword is in it
 * Duplicates (one name, several brands; one CAS, several products) once; at most SUGGEST_LIMIT.
 */

/** Ranked products read per keyword: enough for SUGGEST_LIMIT distinct entries after duplicates. */
const CANDIDATES = 40;

interface Row {
  id: number;
  nameCn: string;
  nameEn: string;
  cas: string;
  code: string;
}

/** The English name answers a Latin keyword whose words it holds (OMEP → Omeprazole); pinyin and formulas read as Chinese. */
function englishFits(plan: KeywordPlan, nameEn: string): boolean {
  const words = latinWords(plan.norm);
  if (!nameEn || words.length === 0 || words.length !== plan.norm.split(' ').length) return false;
  const name = normaliseText(nameEn);
  return words.every((w) => name.includes(w));
}

function suggestionOf(plan: KeywordPlan, p: Row): Suggestion {
  const casStart = plan.cas ?? plan.casPrefix;
  if (casStart && p.cas.startsWith(casStart)) return { kind: 'cas', text: p.cas, hint: p.nameCn, productId: null };
  if (plan.code && (plan.kinds.includes('code') || plan.kinds.includes('casPart') || plan.kinds.includes('cas')) && p.code.toLowerCase().startsWith(plan.code)) {
    return { kind: 'code', text: p.code, hint: p.nameCn, productId: p.id };
  }
  if (!p.nameCn || englishFits(plan, p.nameEn)) return { kind: 'name', text: p.nameEn, hint: p.nameCn, productId: null };
  return { kind: 'name', text: p.nameCn, hint: p.nameEn, productId: null };
}

/** The suggestions for a keyword, at most SUGGEST_LIMIT, in the search's order; [] when the search finds nothing. */
export async function suggest(db: Db, keyword: string, pool?: number): Promise<Suggestion[]> {
  const { ids, plan } = await searchProducts(db, keyword, { limit: CANDIDATES, offset: 0, pool });
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: products.id, nameCn: products.nameCn, nameEn: products.nameEn, cas: products.cas, code: products.code })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const seen = new Set<string>();
  const out: Suggestion[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    const s = suggestionOf(plan, row);
    const key = `${s.kind}\n${s.text}`;
    if (!s.text || seen.has(key)) continue;
    seen.add(key);
    out.push(s);
    if (out.length === SUGGEST_LIMIT) break;
  }
  return out;
}
