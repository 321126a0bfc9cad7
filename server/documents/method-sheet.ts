import type { MethodFull } from '../../lib/api/contract/method-compare';
import { COLOR, PdfWriter } from './pdf/writer';
import type { ShopIdentity } from './shop';

/** What a method sheet is made of: the method, its API and when the record last changed. */
export interface MethodSheetFacts {
  shop: ShopIdentity;
  apiItem: { nameCn: string; nameEn: string; cas: string };
  method: MethodFull;
  /** The method record's last change: the PDF's date, so the same record gives the same bytes. */
  updatedAt: Date;
}

const PHARMACOPOEIA_NAME: Record<MethodFull['pharmacopoeia'], string> = {
  ChP: '中国药典（ChP）',
  'USP-NF': '美国药典–国家处方集（USP–NF）',
  EP: '欧洲药典（Ph. Eur.）',
  JP: '日本药局方（JP）',
};

export const methodSheetTitle = (f: Pick<MethodSheetFacts, 'apiItem' | 'method'>) => `${f.apiItem.nameCn} ${f.method.pharmacopoeia} ${f.method.heading ?? f.method.testItem} 方法说明`;

/**
 * The method sheet of getApiFileStream (A4, Chinese): the method as the shop records it — API, pharmacopoeia,
 * edition, monograph, test item, technique, our summary — and the reference standards it names with our item
 * numbers. It is a guide to the standards a laboratory needs, not the monograph: the sheet says so.
 */
export async function renderMethodSheet(facts: MethodSheetFacts): Promise<Uint8Array> {
  const { shop, apiItem, method } = facts;
  const w = await PdfWriter.create({
    title: methodSheetTitle(facts),
    subject: `Method sheet: ${apiItem.nameEn} ${method.pharmacopoeia} ${method.monograph} ${method.testItem}`,
    author: shop.name,
    date: facts.updatedAt,
    headerLeft: `${shop.name}  ${shop.company}`,
    headerRight: `药典方法说明 M-${method.id}`,
    footerLeft: `${shop.name} · 电话 ${shop.hotline} · ${shop.email}`,
  });

  w.text(shop.name, { size: 13, bold: true, align: 'center', color: COLOR.accent, leading: 1.3 });
  w.text('药典方法说明', { size: 20, bold: true, align: 'center', leading: 1.35 });
  w.text(`${apiItem.nameCn}  ${method.pharmacopoeia}  ${method.heading ?? method.testItem}`, { size: 11, align: 'center', color: COLOR.muted, after: 8 });

  w.heading('方法信息');
  w.table(
    [
      { title: '', share: 18 },
      { title: '', share: 32 },
      { title: '', share: 18 },
      { title: '', share: 32 },
    ],
    [
      ['原料药', apiItem.nameCn, '英文名称', apiItem.nameEn],
      ['CAS 号', apiItem.cas, '药典', PHARMACOPOEIA_NAME[method.pharmacopoeia]],
      ['版本', method.edition, '各论', method.monograph],
      ['检查项目', method.heading ? `${method.testItem}（${method.heading}）` : method.testItem, '检测技术', method.technique],
    ],
    { header: false, labelColumns: [0, 2] },
  );
  w.gap(12);

  w.heading('方法概要');
  w.text(method.summary, { after: 8 });

  w.heading('所需对照品与杂质对照品');
  if (method.standards.length === 0) {
    w.text('本方法不需要对照品（如滴定法、按吸收系数计算的紫外法）。', { after: 8 });
  } else {
    w.table(
      [
        { title: '用途', share: 14 },
        { title: '方法中的名称', share: 16 },
        { title: '品名', share: 30 },
        { title: 'CAS 号', share: 14 },
        { title: '货号', share: 12 },
        { title: '纯度', share: 14 },
      ],
      method.standards.map((s) => [s.role, s.label ?? '—', s.nameCn, s.cas, s.code, s.purity]),
    );
    w.gap(6);
    w.text(`以上商品均可在${shop.name}按货号检索、下单；库存与价格以商城页面为准。`, { size: 9, color: COLOR.muted, after: 8 });
  }

  w.heading('说明', 40);
  w.text(
    `本说明由${shop.name}根据公开的药典各论整理，概要为本商城自行撰写，仅用于帮助选择所需标准品；不含限度、色谱条件等数值，不能替代药典原文。检验时请以现行版药典原文为准。`,
    { size: 9, color: COLOR.muted },
  );
  w.text('所列标准品仅供科研使用（实验室分析、方法开发与质量控制），不得用于人体、临床诊断或治疗。', { size: 9, color: COLOR.muted });
  return w.save();
}
