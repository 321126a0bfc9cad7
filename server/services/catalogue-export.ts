import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { CATALOGUE_ALL, CATALOGUE_MSG, catalogueFileUrl, type CatalogueEntry, type CatalogueFormat } from '../../lib/api/contract/downloads';
import type { Db } from '../db/client';
import { brands, categories, products, skus } from '../db/schema';
import { reject } from '../http/errors';
import { signatureOf } from '../search/signature';
import { loadCategoryIndex, subtreeIds } from './categories';
import { csvLine } from './csv';

/**
 * Product catalogues for download (docs/api.md "Catalogue downloads"), generated from the live database: one per
 * top category and one for everything, as XLSX (exceljs' streaming WorkbookWriter) and CSV (UTF-8 with a BOM, so
 * Excel reads the Chinese names). A file is written once under DATA_DIR/catalogues, named by the catalogue's
 * change check (signatureOf: the newest indexed_at, the one the structure index reloads on), and
 * streamed from disk until the catalogue changes; older files of the same catalogue are then removed.
 *
 * Prices: each package's list price in yuan with two decimals, as everyone sees it on the product pages (SPEC §6
 * hides prices in the cart only). A price is written only together with its product, which re-indexes it, so
 * the change check above also renews the files when a price changes.
 */

export const CATALOGUE_ALL_NAME = '全部产品';
export const CATALOGUE_COLUMNS = ['CAS号', '中文名', '英文名', '分子式', '分子量', '纯度', '品牌', '货号', '包装规格', '价格'] as const;
const BATCH = 500;

interface Catalogue {
  key: string;
  name: string;
  /** The ids of the top category and every category below it; null = every category. */
  categoryIds: number[] | null;
}

/** `all`, then the top categories in the shop's order (the tree's roots), each with its leaf ids. */
async function allCatalogues(db: Db): Promise<Catalogue[]> {
  const index = await loadCategoryIndex(db);
  const keys = new Map((await db.select({ id: categories.id, key: categories.key }).from(categories).where(isNull(categories.parentId))).map((r) => [r.id, r.key]));
  return [
    { key: CATALOGUE_ALL, name: CATALOGUE_ALL_NAME, categoryIds: null },
    ...index.roots.map((r) => ({ key: keys.get(r.id) ?? String(r.id), name: r.name, categoryIds: subtreeIds(index, r.id) })),
  ];
}

export const catalogueFileName = (name: string, format: CatalogueFormat) => `产品目录-${name}.${format}`;
const asciiFileName = (key: string, format: CatalogueFormat) => `catalogue-${key}.${format}`;

/** The catalogues with their listed product and package counts (what the download page lists). */
export async function listCatalogues(db: Db): Promise<CatalogueEntry[]> {
  const catalogues = await allCatalogues(db);
  const counts = await db
    .select({ categoryId: products.categoryId, products: sql<number>`count(distinct ${products.id})::int`, packages: sql<number>`count(${skus.id})::int` })
    .from(products)
    .leftJoin(skus, and(eq(skus.productId, products.id), eq(skus.status, 1)))
    .where(eq(products.status, 1))
    .groupBy(products.categoryId);
  return catalogues.map((c) => {
    const mine = c.categoryIds === null ? counts : counts.filter((n) => c.categoryIds!.includes(n.categoryId));
    return {
      key: c.key,
      name: c.name,
      productCount: mine.reduce((s, n) => s + n.products, 0),
      packageCount: mine.reduce((s, n) => s + n.packages, 0),
      fileName: `产品目录-${c.name}`,
      files: { xlsx: catalogueFileUrl(c.key, 'xlsx'), csv: catalogueFileUrl(c.key, 'csv') },
    };
  });
}

/** The catalogue's rows, a batch of products at a time (keyset on id): one row per listed package. */
export async function* catalogueRows(db: Db, categoryIds: number[] | null): AsyncGenerator<(string | number)[][]> {
  let lastId = 0;
  for (;;) {
    const batch = await db
      .select({ id: products.id, cas: products.cas, nameCn: products.nameCn, nameEn: products.nameEn, formula: products.formula, mw: products.mw, purity: products.purity, brand: brands.name, code: products.code })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(and(eq(products.status, 1), gt(products.id, lastId), categoryIds === null ? undefined : inArray(products.categoryId, categoryIds.length ? categoryIds : [-1])))
      .orderBy(asc(products.id))
      .limit(BATCH);
    if (batch.length === 0) return;
    lastId = batch[batch.length - 1].id;
    const packs = await db
      .select({ productId: skus.productId, pack: skus.pack, priceFen: skus.priceFen })
      .from(skus)
      .where(and(inArray(skus.productId, batch.map((p) => p.id)), eq(skus.status, 1)))
      .orderBy(asc(skus.packMg), asc(skus.id));
    const byProduct = new Map<number, { pack: string; priceFen: number }[]>();
    for (const s of packs) byProduct.set(s.productId, [...(byProduct.get(s.productId) ?? []), s]);
    const rows: (string | number)[][] = [];
    for (const p of batch) {
      const base = [p.cas, p.nameCn, p.nameEn, p.formula, Math.round(p.mw * 100) / 100, p.purity, p.brand, p.code];
      const list = byProduct.get(p.id) ?? [];
      if (list.length === 0) rows.push([...base, '', '']);
      for (const s of list) rows.push([...base, s.pack, (s.priceFen / 100).toFixed(2)]);
    }
    yield rows;
  }
}


async function writeCsv(db: Db, c: Catalogue, file: string) {
  const out = createWriteStream(file);
  const write = (text: string) => (out.write(text) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', resolve)));
  await write(`\uFEFF${csvLine([...CATALOGUE_COLUMNS])}`);
  for await (const rows of catalogueRows(db, c.categoryIds)) await write(rows.map(csvLine).join(''));
  out.end();
  await finished(out);
}

async function writeXlsx(db: Db, c: Catalogue, file: string) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false });
  workbook.creator = 'refmall';
  const sheet = workbook.addWorksheet(c.name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = CATALOGUE_COLUMNS.map((header, i) => ({ header, key: String(i), width: [14, 28, 36, 16, 10, 10, 14, 14, 10, 12][i] }));
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn(10).numFmt = '0.00';
  // The price as a number (yuan) in the sheet, so it sums and sorts; the CSV keeps the two-decimal text.
  for await (const rows of catalogueRows(db, c.categoryIds)) for (const r of rows) sheet.addRow(r.map((v, i) => (i === 9 && v !== '' ? Number(v) : v))).commit();
  sheet.commit();
  await workbook.commit();
}

const building = new Map<string, Promise<string>>();

/** The cached file of a catalogue in this format, generated first when the catalogue changed since. */
async function cachedFile(db: Db, dataDir: string, c: Catalogue, format: CatalogueFormat): Promise<string> {
  const signature = await signatureOf(db);
  const dir = path.join(dataDir, 'catalogues');
  const tag = createHash('sha256').update(signature).digest('hex').slice(0, 16);
  const file = path.join(dir, `${c.key}-${tag}.${format}`);
  try {
    await fs.access(file);
    return file;
  } catch {
    // Not yet written for this state of the catalogue.
  }
  const pending = building.get(file);
  if (pending) return pending;
  const job = (async () => {
    await fs.mkdir(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    try {
      await (format === 'xlsx' ? writeXlsx(db, c, tmp) : writeCsv(db, c, tmp));
      await fs.rename(tmp, file);
    } catch (err) {
      await fs.rm(tmp, { force: true });
      throw err;
    }
    // Older files of this catalogue and format: no longer served (a download already streaming keeps its handle).
    for (const name of await fs.readdir(dir)) {
      if (name.startsWith(`${c.key}-`) && name.endsWith(`.${format}`) && path.join(dir, name) !== file) await fs.rm(path.join(dir, name), { force: true });
    }
    return file;
  })().finally(() => building.delete(file));
  building.set(file, job);
  return job;
}

export interface CatalogueDownload {
  stream: ReadableStream<Uint8Array>;
  size: number;
  etag: string;
  fileName: string;
  asciiName: string;
}

/** Opens the download of one catalogue; an unknown key answers the Chinese message. */
export async function openCatalogue(db: Db, dataDir: string, key: string, format: CatalogueFormat): Promise<CatalogueDownload> {
  const c = (await allCatalogues(db)).find((x) => x.key === key);
  if (!c) throw reject(CATALOGUE_MSG.unknown);
  const file = await cachedFile(db, dataDir, c, format);
  const handle = await fs.open(file, 'r');
  const { size } = await handle.stat();
  const stream = Readable.toWeb(createReadStream('', { fd: handle })) as ReadableStream<Uint8Array>;
  return { stream, size, etag: `"${path.basename(file, `.${format}`)}"`, fileName: catalogueFileName(c.name, format), asciiName: asciiFileName(c.key, format) };
}
