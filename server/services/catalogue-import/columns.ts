import { IMPORT_FIELDS, SDF_STRUCTURE_COLUMN, type ImportField, type ImportMapping } from '../../../lib/api/contract/catalogue-import';

/**
 * The columns of an import file and the mapping suggested from their names: the header texts vendors and Chinese
 * catalogues use, compared without case, spaces, punctuation or full-width forms (`CAS No.` = `cas no` = `ＣＡＳ号`).
 */

/** Header cells as column names: trimmed, an empty one named by its position, a repeated one numbered. */
export function columnNames(cells: string[]): string[] {
  const seen = new Map<string, number>();
  return cells.map((cell, i) => {
    const base = cell.trim().slice(0, 200) || `第${i + 1}列`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}（${n}）`;
  });
}

const HEADER_NAMES: Record<ImportField, string[]> = {
  code: ['货号', '产品货号', '产品编号', '商品编号', '产品代码', '编号', 'code', 'catalogno', 'catalogueno', 'catalognumber', 'cataloguenumber', 'catno', 'catnumber', 'productcode', 'productno', 'itemno', 'itemnumber', 'catalogid'],
  nameCn: ['中文名', '中文名称', '产品名称', '品名', '名称', '商品名称', 'chinesename', 'namecn'],
  nameEn: ['英文名', '英文名称', 'name', 'englishname', 'productname', 'chemicalname', 'nameen', 'compoundname'],
  synonyms: ['别名', '同义词', '其他名称', 'synonyms', 'synonym', 'othernames', 'aliases', 'alias'],
  cas: ['cas', 'cas号', 'casno', 'casnumber', 'casrn', 'casregistrynumber', 'cas编号'],
  structure: ['smiles', '结构式', '结构', 'structure', 'canonicalsmiles', 'isomericsmiles', 'molfile'],
  purity: ['纯度', '含量', 'purity', 'assay'],
  storage: ['储存条件', '贮存条件', '存储条件', '储存', '贮藏', 'storage', 'storagecondition', 'storageconditions', 'storagetemperature'],
  shipping: ['运输条件', '运输', '运输方式', 'shipping', 'shippingcondition', 'shippingconditions', 'shipment'],
  brand: ['品牌', '厂家', '生产商', '制造商', 'brand', 'manufacturer', 'supplier'],
  category: ['分类', '类别', '产品分类', '分类路径', 'category', 'categorypath'],
  parentCode: ['母体货号', '母体药物货号', '母体', '母体药物', 'parentcode', 'parent', 'apicode', 'parentcatalogno'],
  impurityLabel: ['杂质标识', '杂质名称', '杂质', 'impurity', 'impuritylabel', 'impurityname', 'epimpurity', 'uspimpurity'],
  formula: ['分子式', 'formula', 'molecularformula', 'mf'],
  pack: ['包装规格', '包装', '规格', 'pack', 'packsize', 'package', 'packaging', 'size', 'unitsize'],
  price: ['价格', '价格元', '单价', '单价元', '售价', '目录价', 'price', 'pricecny', 'pricermb', 'listprice', 'unitprice'],
  deliveryDays: ['货期', '货期天', '交货期', '交货期天', '发货周期', 'delivery', 'deliverydays', 'leadtime', 'leadtimedays'],
};

/** Lower case, half-width, without spaces and punctuation (Chinese characters and letters and digits stay). */
export function headerKey(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s._\-/\\:：#()（）[\]【】<>《》'"`，,;；]+/g, '');
}

const FIELD_BY_HEADER = new Map<string, ImportField>(IMPORT_FIELDS.flatMap((field) => HEADER_NAMES[field].map((h) => [headerKey(h), field] as const)));

/** The mapping guessed from the column names: the first column whose name a field is known by; an SDF's structure is its molblock. */
export function suggestMapping(columns: string[], format: 'sdf' | 'xlsx' | 'csv'): ImportMapping {
  const mapping: ImportMapping = {};
  for (const column of columns) {
    const field = FIELD_BY_HEADER.get(headerKey(column));
    if (field && !mapping[field]) mapping[field] = column;
  }
  if (format === 'sdf') mapping.structure = SDF_STRUCTURE_COLUMN;
  return mapping;
}
