import { asc, gt, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { IMPORT_TEMPLATE_COLUMNS } from '../../../lib/api/contract/catalogue-import';
import { chem } from '../../chem/remote';
import type { Db } from '../../db/client';
import { products, skus } from '../../db/schema';
import { downloadStream, xlsxDownload, type Download } from './download';
import { loadRefs, type Refs } from './refs';

/*
 * The whole catalogue for staff (listed and unlisted products, every SKU), as the importer reads it back: the XLSX
 * has the template's columns (one row per SKU, a product without SKUs on one row), the SDF one record per product —
 * its molblock (RDKit, from the stored SMILES) and data items named like the template's columns. Importing either
 * file unchanged reports every row unchanged. Products are read in id order, BATCH at a time.
 */

const BATCH = 500;

const CATALOGUE_COLUMNS = IMPORT_TEMPLATE_COLUMNS;
/** The SDF's data items: the product's columns (the structure is the molblock; SKUs stay in the XLSX). */
const SDF_COLUMNS = CATALOGUE_COLUMNS.filter((c) => c.field && !['structure', 'pack', 'price', 'deliveryDays'].includes(c.field));

type ProductRow = typeof products.$inferSelect;
type SkuRow = typeof skus.$inferSelect;

async function* productBatches(db: Db): AsyncGenerator<{ rows: ProductRow[]; skusOf: Map<number, SkuRow[]>; codeOf: Map<number, string>; refs: Refs }> {
  const refs = await loadRefs(db);
  for (let lastId = 0; ; ) {
    const rows = await db.select().from(products).where(gt(products.id, lastId)).orderBy(asc(products.id)).limit(BATCH);
    if (rows.length === 0) return;
    lastId = rows[rows.length - 1].id;
    const skuRows = await db.select().from(skus).where(inArray(skus.productId, rows.map((r) => r.id))).orderBy(asc(skus.packMg), asc(skus.id));
    const skusOf = new Map<number, SkuRow[]>();
    for (const s of skuRows) skusOf.set(s.productId, [...(skusOf.get(s.productId) ?? []), s]);
    const parentIds = [...new Set(rows.map((r) => r.parentId).filter((id): id is number => id !== null))];
    const parents = parentIds.length ? await db.select({ id: products.id, code: products.code }).from(products).where(inArray(products.id, parentIds)) : [];
    yield { rows, skusOf, codeOf: new Map(parents.map((p) => [p.id, p.code])), refs };
  }
}

/** The product's own columns (the export's first 14), as the importer reads them. */
function productCells(p: ProductRow, refs: Refs, codeOf: Map<number, string>): string[] {
  return [
    p.code,
    p.nameCn,
    p.nameEn,
    p.synonyms.join('; '),
    p.cas,
    p.smiles,
    p.formula,
    p.purity,
    p.storage,
    p.shipping,
    refs.brandName(p.brandId),
    refs.pathOf(p.categoryId),
    p.parentId === null ? '' : (codeOf.get(p.parentId) ?? ''),
    p.impurityLabel ?? '',
  ];
}

async function* xlsxRows(db: Db): AsyncGenerator<(string | number | null)[][]> {
  for await (const { rows, skusOf, codeOf, refs } of productBatches(db)) {
    const out: (string | number | null)[][] = [];
    for (const p of rows) {
      const base = productCells(p, refs, codeOf);
      const status = p.status === 1 ? '上架' : '下架';
      const list = skusOf.get(p.id) ?? [];
      if (list.length === 0) out.push([...base, '', null, null, status]);
      for (const s of list) out.push([...base, s.pack, s.priceFen / 100, s.deliveryDays, status]);
    }
    yield out;
  }
}

export function exportXlsx(db: Db, onError: (err: unknown) => void): Download {
  return xlsxDownload({ name: '商品目录', columns: CATALOGUE_COLUMNS.map((c) => ({ header: c.header, width: c.width })) }, xlsxRows(db), onError);
}

/** An SDF data item's value: one line per line of text, never a blank line (which would end the item). */
const itemValue = (v: string) => v.replace(/\r\n?/g, '\n').replace(/\n\s*\n/g, '\n').trim();

export function exportSdf(db: Db, onError: (err: unknown) => void): Download {
  return downloadStream(async ({ write }) => {
    const engine = chem();
    for await (const { rows, codeOf, refs } of productBatches(db)) {
      const described = await Promise.all(rows.map((p) => engine.describe(p.smiles).catch(() => null)));
      const records = rows.map((p, i) => {
        // The molblock's first line is the record's title: the catalogue number.
        const molblock = (described[i]?.molfile ?? '').replace(/^[^\n]*/, p.code);
        const cells = productCells(p, refs, codeOf);
        const items = SDF_COLUMNS.map((c) => {
          const value = cells[CATALOGUE_COLUMNS.indexOf(c)];
          return value ? `> <${c.header}>\n${itemValue(value)}\n\n` : '';
        }).join('');
        return `${molblock.replace(/\s+$/, '')}\n${items}$$$$\n`;
      });
      await write(records.join(''));
    }
  }, onError);
}

/** The import template: the columns and one example row, and a sheet explaining each column. */
export async function templateXlsx(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'refmall';
  const sheet = workbook.addWorksheet('商品导入', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = CATALOGUE_COLUMNS.filter((c) => c.field).map((c) => ({ header: c.header, key: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(['EX-0001', '阿司匹林', 'Aspirin', '乙酰水杨酸; 2-乙酰氧基苯甲酸', '50-78-2', 'CC(=O)Oc1ccccc1C(=O)O', 'C9H8O4', '≥99%', '常温（10-30℃），避光密封保存', '常温运输', 'RefMall 标准品', '对照品/解热镇痛抗炎药/水杨酸类', '', '', '100mg', 180, 3]);
  const notes = workbook.addWorksheet('填写说明');
  notes.columns = [
    { header: '列', key: 'c', width: 14 },
    { header: '说明', key: 'd', width: 90 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const row of TEMPLATE_NOTES) notes.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const TEMPLATE_NOTES: [string, string][] = [
  ['货号', '必填。按货号新建或更新商品；字母、数字、点、下划线和短横线'],
  ['中文名 / 英文名', '必填'],
  ['别名', '选填，多个别名用英文或中文分号分隔'],
  ['CAS号', '必填，校验位须正确；同一 CAS 号不能用于结构不同的商品'],
  ['SMILES', '必填（SDF 文件用其中的结构）；分子式、分子量、InChIKey 由系统按结构计算'],
  ['分子式', '选填，仅用于核对：与结构计算的分子式不符时该行不导入'],
  ['纯度 / 储存条件 / 运输条件', '必填'],
  ['品牌', '必填，须为已有品牌的名称或英文名'],
  ['分类', '必填，写完整路径“一级/二级/三级”，或唯一的三级分类名'],
  ['母体货号', '选填，须已在目录中或在文件中更早的行'],
  ['包装规格 / 价格(元) / 货期(天)', '选填，一行一个规格：包装规格如 10mg、1g、1mL；价格以元为单位，最多两位小数；货期不填时新规格按 7 天，已有规格保持不变。同一商品的多个规格写成多行，货号和商品信息相同、包装规格不同'],
  ['其他', '第一行为列标题；空行跳过；不在上表中的列不导入。库存按批次在商品目录中维护，不随导入变更'],
];
