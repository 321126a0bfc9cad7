import type { CertifiedValue } from '../../lib/api/contract/lots';
import { COLOR, PdfWriter } from './pdf/writer';
import type { ShopIdentity } from './shop';

/** What a generated certificate states: the product's specification and the lot's record, nothing else. */
export interface CoaFacts {
  shop: ShopIdentity;
  product: { nameCn: string; nameEn: string; code: string; cas: string; formula: string; mw: number; purity: string; storage: string; brandName: string };
  lot: { lotNo: string; manufacturedOn: string; expiryKind: 'expiry' | 'retest'; expiresOn: string; certified: CertifiedValue | null };
  /** The packs (SKUs) filled from this lot. */
  packs: string[];
}

export interface TestRow {
  item: string;
  method: string;
  spec: string;
  result: string;
}

const CONFORMS = '符合';
const sentence = (s: string) => (/[。.！!]$/.test(s.trim()) ? s.trim() : `${s.trim()}。`);

/** Top-level parts of a purity text: '≥98.0%(HPLC，以无水物计)，ee≥99%' → ['≥98.0%(HPLC，以无水物计)', 'ee≥99%']. */
export function purityParts(purity: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of purity) {
    if (ch === '(' || ch === '（') depth++;
    if (ch === ')' || ch === '）') depth = Math.max(0, depth - 1);
    if ((ch === '，' || ch === ',') && depth === 0) {
      if (cur.trim()) parts.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  if (cur.trim()) parts.push(cur.trim());
  return parts;
}

/** An organic compound (carbon and hydrogen in the formula): ¹H-NMR and MS identify it. */
const isOrganic = (formula: string) => /C(?![a-z])/.test(formula) && /H(?![a-z])/.test(formula);

/**
 * The tests of the certificate, read from the product's specification (its purity text) and the lot's
 * certified value. Each result is 符合: the certificate states that the lot meets its specification.
 */
export function coaTests(product: CoaFacts['product'], certified: CertifiedValue | null): TestRow[] {
  const rows: TestRow[] = [];
  if (isOrganic(product.formula)) {
    rows.push({ item: '鉴别', method: '¹H-NMR（核磁共振氢谱）', spec: '应与结构一致', result: CONFORMS });
    rows.push({ item: '鉴别', method: 'MS（质谱）', spec: `应与结构一致（分子量 ${product.mw.toFixed(2)}）`, result: CONFORMS });
  }
  for (const part of purityParts(product.purity)) {
    const main = /^([≥>≤<]?\s*\d+(?:\.\d+)?\s*%)\s*(?:[(（]([^)）]*)[)）])?$/.exec(part);
    if (main) {
      const [method, ...notes] = (main[2] ?? '').split(/[，,]/).map((s) => s.trim());
      const byMethod = /^(HPLC|GC|UPLC|LC|TLC|滴定|qNMR)/i.test(method ?? '');
      const chromatography = /^(HPLC|GC|UPLC)/i.test(method ?? '');
      const note = (byMethod ? notes : [method, ...notes]).filter(Boolean).join('，');
      rows.push({ item: '纯度', method: chromatography ? `${method}（面积归一化法）` : byMethod ? method : '—', spec: main[1].replace(/\s+/g, '') + (note ? `（${note}）` : ''), result: CONFORMS });
      continue;
    }
    // '附定值证书' announces this certificate (its certified value), it is no test.
    if (/^[（(]?附定值证书[)）]?$/.test(part)) continue;
    const ee = /^ee\s*([≥>].*)$/i.exec(part);
    if (ee) {
      rows.push({ item: '对映体过量（ee）', method: '手性 HPLC', spec: ee[1], result: CONFORMS });
      continue;
    }
    const isotope = /^同位素丰度\s*(.*)$/.exec(part);
    if (isotope) {
      rows.push({ item: '同位素丰度', method: 'MS（质谱）', spec: isotope[1], result: CONFORMS });
      continue;
    }
    const melting = /熔点约?\s*([\d.]+(?:-[\d.]+)?)\s*℃/.exec(part);
    if (melting) {
      rows.push({ item: '熔点', method: '熔点测定', spec: `约 ${melting[1]} ℃`, result: certified?.property === '熔点' ? `${certified.value} ${certified.unit}` : CONFORMS });
      continue;
    }
    rows.push({ item: '质量指标', method: '—', spec: part, result: CONFORMS });
  }
  if (certified && certified.property !== '熔点') {
    rows.push({ item: `${certified.property}（认定值）`, method: '定值', spec: `认定值 ± U（k=${certified.k}）`, result: `${certified.value} ± ${certified.uncertainty} ${certified.unit}` });
  }
  return rows;
}

export const coaNumber = (facts: Pick<CoaFacts, 'product' | 'lot'>) => `COA-${facts.product.code}-${facts.lot.lotNo}`;

const EXPIRY_LABEL = { expiry: '有效期至', retest: '复验期' } as const;

/** The certificate of analysis of one lot as a PDF (A4, Chinese). The same facts give the same bytes. */
export async function renderCoa(facts: CoaFacts): Promise<Uint8Array> {
  const { shop, product, lot } = facts;
  const number = coaNumber(facts);
  const w = await PdfWriter.create({
    title: `${product.nameCn} 分析证书 批号 ${lot.lotNo}`,
    subject: `Certificate of Analysis ${product.code} ${lot.lotNo}`,
    author: shop.name,
    date: new Date(`${lot.manufacturedOn}T00:00:00+08:00`),
    headerLeft: `${shop.name}  ${shop.company}`,
    headerRight: `证书编号 ${number}`,
    footerLeft: `${shop.name} · 电话 ${shop.hotline} · ${shop.email} · ${shop.address}`,
  });

  w.text(shop.name, { size: 13, bold: true, align: 'center', color: COLOR.accent, leading: 1.3 });
  w.text('分析证书', { size: 22, bold: true, align: 'center', leading: 1.35 });
  w.text('CERTIFICATE OF ANALYSIS', { size: 10.5, align: 'center', color: COLOR.muted, after: 8 });

  w.heading('产品信息');
  w.table(
    [
      { title: '', share: 16 },
      { title: '', share: 34 },
      { title: '', share: 16 },
      { title: '', share: 34 },
    ],
    [
      ['产品名称', product.nameCn, '英文名称', product.nameEn],
      ['货号', product.code, '品牌', product.brandName],
      ['CAS 号', product.cas, '分子式', product.formula],
      ['分子量', product.mw.toFixed(2), '规格', facts.packs.join('、') || '—'],
      ['批号', lot.lotNo, '生产日期', lot.manufacturedOn],
      [EXPIRY_LABEL[lot.expiryKind], lot.expiresOn, '储存条件', product.storage],
    ],
    { header: false, labelColumns: [0, 2] },
  );
  w.gap(12);

  w.heading('检验结果');
  w.table(
    [
      { title: '检验项目', share: 20 },
      { title: '检验方法', share: 26 },
      { title: '标准规定', share: 34 },
      { title: '结果', share: 20 },
    ],
    coaTests(product, lot.certified).map((r) => [r.item, r.method, r.spec, r.result]),
  );
  w.gap(6);
  w.text('结论：本批产品经检验，符合上述标准规定。', { bold: true, after: 8 });

  if (lot.certified) {
    const c = lot.certified;
    w.heading('认定值');
    w.text(`${c.property}：${c.value} ${c.unit}，扩展不确定度 U = ${c.uncertainty} ${c.unit}（包含因子 k = ${c.k}，对应约 95% 的置信水平）。`);
    w.text('认定值及其不确定度仅在规定的储存条件下、有效期内、容器未开启时有效。', { size: 9, color: COLOR.muted, after: 8 });
  }

  w.heading('储存与使用');
  w.text(`储存条件：${sentence(product.storage)}`);
  w.text(
    lot.expiryKind === 'expiry'
      ? `有效期至 ${lot.expiresOn}：在规定条件下储存，有效期内上述结果有效。`
      : `复验期 ${lot.expiresOn}：在规定条件下储存，复验期前上述结果有效；到期后应重新检验确认后再使用。`,
  );
  w.text('用途：仅供科研使用（实验室分析、方法开发与质量控制），不得用于人体、临床诊断或治疗。', { after: 8 });

  w.heading('说明', 40);
  w.text(`本证书由${shop.name}依据该批次登记的生产与检验信息生成，结果仅对本批号产品有效。如需纸质盖章证书或原始图谱，请联系客服（${shop.hotline}）并提供货号与批号。`, {
    size: 9,
    color: COLOR.muted,
    after: 14,
  });

  // Signature block: three roles with the release date of the lot.
  w.ensure(70);
  w.table(
    [
      { title: '检验', share: 1 },
      { title: '审核', share: 1 },
      { title: '批准', share: 1 },
    ],
    [['质量控制部\n\n签名：________________', '质量保证部\n\n签名：________________', '质量负责人\n\n签名：________________'], [`日期：${lot.manufacturedOn}`, `日期：${lot.manufacturedOn}`, `日期：${lot.manufacturedOn}`]],
  );
  return w.save();
}
