import { asc, inArray, or, sql } from 'drizzle-orm';
import type { QuickChoice, QuickLine } from '../../lib/api/contract/cart';
import { casCheckDigitValid, isCasLike } from '../../lib/chem/cas';
import { CART_MAX_QTY } from '../../lib/constants';
import type { Db } from '../db/client';
import { products, skus } from '../db/schema';
import { selectSkuInfo, type SkuInfo } from './sku-lookup';

/**
 * Quick order (SPEC /quickOrder): each pasted line is `<catalogue number | CAS> [pack] [quantity]`, parts
 * separated by commas, tabs or spaces (full-width ones too). The catalogue number is the product's code
 * (RM-C001); a pack narrows it to one SKU, written as a part (`RM-C001 100mg 2`) or joined with a hyphen
 * (`RM-C001-100mg`). A missing quantity is 1.
 */
export const QUICK_MSG = {
  badQty: `数量无效（应为 1-${CART_MAX_QTY} 的整数）`,
  unknownCas: '未找到该CAS号对应的商品',
  badCasDigit: 'CAS号校验位错误，请核对',
  unknownCode: '未找到该货号或CAS号',
  notSold: '该商品已下架，暂不销售',
  packNotSold: (pack: string) => `规格「${pack}」已停售`,
  packMissing: (pack: string) => `未找到规格「${pack}」，请选择`,
  manyPacks: '该商品有多个规格，请选择',
  manyProducts: '该CAS号对应多个商品，请选择',
} as const;

/** A trailing quantity: digits (a decimal or a sign makes it a bad quantity, not a pack), optionally a unit word. */
const QTY_TOKEN = /^([+-]?\d+(?:\.\d+)?)(?:支|瓶|个|盒|件|袋|pcs)?$/i;

interface Parsed {
  index: number;
  input: string;
  id: string;
  cas: boolean;
  pack: string | null;
  num: number | null;
}

/** NFKC turns full-width letters, digits, commas and spaces into ASCII; dashes typed by IMEs become '-'. */
const normalise = (s: string) => s.normalize('NFKC').replace(/[－—–‐‑﹣]/g, '-');
/** Packs compare without case, spaces or commas ('1mL(100μg/mL,甲醇)' ≈ '1ml(100μg/ml 甲醇)'). */
const packKey = (s: string) => normalise(s).toLowerCase().replace(/[\s,]/g, '');

export function parseLine(input: string, index: number): Parsed {
  const tokens = normalise(input).split(/[\s,]+/).filter(Boolean);
  const id = tokens.shift() ?? '';
  let num: number | null = 1;
  const last = tokens.at(-1);
  const qty = last === undefined ? null : QTY_TOKEN.exec(last);
  if (qty) {
    tokens.pop();
    const n = Number(qty[1]);
    num = Number.isInteger(n) && n >= 1 && n <= CART_MAX_QTY ? n : null;
  }
  return { index, input, id, cas: isCasLike(id), pack: tokens.length ? tokens.join(' ') : null, num };
}

const toChoice = (s: SkuInfo): QuickChoice => ({
  skuId: s.id,
  productId: s.productId,
  name: s.nameCn,
  pack: s.pack,
  code: s.code,
  cas: s.cas,
  price: s.priceFen,
  stock: s.stock,
  deliveryDays: s.deliveryDays,
});

/** The SKUs (listed or not) of every product whose CAS or code a line names, in one query. */
async function candidates(db: Db, lines: Parsed[]): Promise<SkuInfo[]> {
  const cas = [...new Set(lines.filter((l) => l.cas).map((l) => l.id))];
  const codes = new Set<string>();
  for (const l of lines.filter((x) => !x.cas)) {
    codes.add(l.id.toUpperCase());
    const cut = l.id.lastIndexOf('-');
    if (cut > 0) codes.add(l.id.slice(0, cut).toUpperCase());
  }
  const where = [cas.length ? inArray(products.cas, cas) : undefined, codes.size ? inArray(sql`upper(${products.code})`, [...codes]) : undefined].filter((w) => w !== undefined);
  if (where.length === 0) return [];
  return selectSkuInfo(db)
    .where(or(...where))
    .orderBy(asc(products.id), asc(skus.packMg), asc(skus.id));
}

function resolveOne(line: Parsed, all: SkuInfo[]): QuickLine {
  const base = { index: line.index, input: line.input };
  if (line.num === null) return { ...base, kind: 'invalid', reason: QUICK_MSG.badQty };
  let pack = line.pack;
  let found: SkuInfo[];
  if (line.cas) {
    found = all.filter((s) => s.cas === line.id);
    if (found.length === 0) return { ...base, kind: 'unknown', reason: casCheckDigitValid(line.id) ? QUICK_MSG.unknownCas : QUICK_MSG.badCasDigit };
  } else {
    const code = line.id.toUpperCase();
    found = all.filter((s) => s.code.toUpperCase() === code);
    // RM-C001-100mg: the code joined with a pack.
    const cut = line.id.lastIndexOf('-');
    if (found.length === 0 && cut > 0) {
      found = all.filter((s) => s.code.toUpperCase() === code.slice(0, cut));
      pack = [line.id.slice(cut + 1), pack].filter(Boolean).join(' ');
    }
    if (found.length === 0) return { ...base, kind: 'unknown', reason: QUICK_MSG.unknownCode };
  }
  const listed = found.filter((s) => s.listed);
  if (listed.length === 0) return { ...base, kind: 'notSold', reason: QUICK_MSG.notSold };
  const num = line.num;
  if (pack) {
    const key = packKey(pack);
    const matching = listed.filter((s) => packKey(s.pack) === key);
    if (matching.length === 1) return { ...base, kind: 'resolved', num, item: toChoice(matching[0]) };
    if (matching.length === 0 && found.some((s) => packKey(s.pack) === key)) return { ...base, kind: 'notSold', reason: QUICK_MSG.packNotSold(pack) };
    const choices = matching.length ? matching : listed;
    return { ...base, kind: 'ambiguous', num, reason: matching.length ? QUICK_MSG.manyProducts : QUICK_MSG.packMissing(pack), choices: choices.map(toChoice) };
  }
  if (listed.length === 1) return { ...base, kind: 'resolved', num, item: toChoice(listed[0]) };
  const products = new Set(listed.map((s) => s.productId));
  return { ...base, kind: 'ambiguous', num, reason: products.size > 1 ? QUICK_MSG.manyProducts : QUICK_MSG.manyPacks, choices: listed.map(toChoice) };
}

/** One answer per line, in order: resolved, ambiguous (with the choices), unknown, notSold, or invalid (bad quantity). */
export async function resolveQuickOrder(db: Db, lines: string[]): Promise<QuickLine[]> {
  const parsed = lines.map(parseLine);
  const all = await candidates(
    db,
    parsed.filter((p) => p.num !== null),
  );
  return parsed.map((p) => resolveOne(p, all));
}
