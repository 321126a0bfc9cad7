import type { HazardProfile } from '../services/regulatory';
import { drawGhsPictogram } from './pdf/ghs';
import { COLOR, PdfWriter } from './pdf/writer';
import { SHOP, type ShopIdentity } from './shop';

/** The product facts an MSDS states beside its hazard profile. */
export interface MsdsProduct {
  nameCn: string;
  nameEn: string;
  code: string;
  cas: string;
  formula: string;
  mw: number;
  purity: string;
  storage: string;
  brandName: string;
}

/** What a section says when the shop has not recorded that data: never an invented value. */
export const NOT_RECORDED = '本商城未收录该项数据。如需要，请联系客服索取生产商的完整安全技术说明书。';
/** China's national chemical accident emergency line (国家化学事故应急咨询专线, NRCC, Qingdao), 24 h. */
const NATIONAL_EMERGENCY_LINE = '0532-83889090';

/** The 16 sections of GB/T 16483-2008, in order. */
export const MSDS_SECTIONS = [
  '化学品及企业标识',
  '危险性概述',
  '成分/组成信息',
  '急救措施',
  '消防措施',
  '泄漏应急处理',
  '操作处置与储存',
  '接触控制和个体防护',
  '理化特性',
  '稳定性和反应性',
  '毒理学信息',
  '生态学信息',
  '废弃处置',
  '运输信息',
  '法规信息',
  '其他信息',
] as const;

const CN_NUMBERS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二', '十三', '十四', '十五', '十六'];
const sectionTitle = (i: number) => `第${CN_NUMBERS[i]}部分  ${MSDS_SECTIONS[i]}`;

const keyValue = (w: PdfWriter, rows: [string, string][]) =>
  w.table(
    [
      { title: '', share: 24 },
      { title: '', share: 76 },
    ],
    rows,
    { header: false, labelColumns: [0] },
  );

const statements = (list: { code: string; text: string }[]) => list.map((s) => `${s.code}  ${s.text}`).join('\n');
/** One line per part of a text written as '皮肤接触：…。眼睛接触：…。'. */
const perTopic = (s: string) => s.replace(/。(?=[^。：\n]{2,8}：)/g, '。\n');
const sentence = (s: string) => (/[。.！!]$/.test(s.trim()) ? s.trim() : `${s.trim()}。`);

/**
 * The safety data sheet of a product, from its recorded hazard profile: the 16 sections of GB/T 16483
 * with the GHS pictograms drawn. Sections the profile does not cover say so (NOT_RECORDED). The same
 * product and profile give the same bytes.
 */
export async function renderMsds(product: MsdsProduct, profile: HazardProfile, shop: ShopIdentity = SHOP): Promise<Uint8Array> {
  const w = await PdfWriter.create({
    title: `${product.nameCn} 化学品安全技术说明书`,
    subject: `Safety Data Sheet ${product.code} CAS ${product.cas}`,
    author: shop.name,
    headerLeft: `${shop.name}  化学品安全技术说明书`,
    headerRight: `${product.nameCn}  货号 ${product.code}  CAS ${product.cas}`,
    footerLeft: `按 GB/T 16483-2008 编制 · ${shop.name} · 电话 ${shop.hotline}`,
  });

  w.text('化学品安全技术说明书', { size: 20, bold: true, align: 'center', leading: 1.35 });
  w.text('SAFETY DATA SHEET（按 GB/T 16483-2008 编制）', { size: 9.5, align: 'center', color: COLOR.muted, after: 4 });
  w.text(`${product.nameCn}  ${product.nameEn}`, { size: 12, bold: true, align: 'center', after: 8 });

  // 1
  w.heading(sectionTitle(0));
  keyValue(w, [
    ['化学品中文名', product.nameCn],
    ['化学品英文名', product.nameEn],
    ['货号 / 品牌', `${product.code} / ${product.brandName}`],
    ['CAS 号', product.cas],
    ['推荐用途', '仅供科研使用：实验室分析、方法开发与质量控制用标准品'],
    ['限制用途', '不得用于人体、食品、药品生产或临床诊断治疗'],
    ['供应商', `${shop.company}（${shop.name}）`],
    ['地址', shop.address],
    ['电话 / 电子邮件', `${shop.hotline} / ${shop.email}`],
    ['应急咨询电话', `国家化学事故应急咨询专线 ${NATIONAL_EMERGENCY_LINE}（24 小时）`],
  ]);
  w.gap(10);

  // 2
  w.heading(sectionTitle(1), 120);
  const hazardous = profile.classes.length > 0;
  w.text('GHS 危险性类别：', { bold: true });
  w.text(hazardous ? profile.classes.join('\n') : '根据已收录的数据，未分类为危险化学品。', { indent: 12, after: 4 });
  if (profile.pictograms.length > 0) {
    w.text('象形图：', { bold: true });
    const size = 58;
    const step = size + 26;
    const perRow = Math.floor((w.contentWidth - 12) / step);
    for (let row = 0; row * perRow < profile.pictograms.length; row++) {
      w.ensure(size + 34);
      profile.pictograms.slice(row * perRow, (row + 1) * perRow).forEach((code, i) => drawGhsPictogram(w.page, w.fonts, code, w.left + 12 + i * step, w.y - 2, size));
      w.gap(size + 32);
    }
  }
  if (profile.signalWord) {
    w.text('信号词：', { bold: true });
    w.text(profile.signalWord, { size: 16, bold: true, color: COLOR.red, indent: 12, leading: 1.3 });
  }
  if (profile.hStatements.length > 0) {
    w.text('危险性说明：', { bold: true });
    w.text(statements(profile.hStatements), { indent: 12, after: 4 });
  }
  if (profile.pStatements.length > 0) {
    w.text('防范说明：', { bold: true });
    w.text(statements(profile.pStatements), { indent: 12, after: 4 });
  }
  w.gap(6);

  // 3
  w.heading(sectionTitle(2));
  w.text('物质 / 混合物：物质', { after: 2 });
  w.table(
    [
      { title: '组分', share: 40 },
      { title: 'CAS 号', share: 20 },
      { title: '分子式', share: 18 },
      { title: '含量', share: 22 },
    ],
    [[`${product.nameCn}（${product.nameEn}）`, product.cas, product.formula, product.purity]],
  );
  w.gap(10);

  const plain = (index: number, body: string) => {
    w.heading(sectionTitle(index));
    w.text(body, { after: 8 });
  };
  plain(3, perTopic(profile.firstAid) || NOT_RECORDED);
  plain(4, perTopic(profile.fireFighting) || NOT_RECORDED);
  plain(5, NOT_RECORDED);
  plain(6, [profile.handlingStorage ? sentence(profile.handlingStorage) : '', `本品储存条件：${sentence(product.storage)}`].filter(Boolean).join('\n'));
  plain(7, NOT_RECORDED);

  // 9
  w.heading(sectionTitle(8));
  keyValue(w, [
    ['分子式', product.formula],
    ['分子量', product.mw.toFixed(2)],
    ['纯度', product.purity],
    ['其他理化数据', NOT_RECORDED],
  ]);
  w.gap(10);
  plain(9, NOT_RECORDED);
  plain(10, NOT_RECORDED);
  plain(11, NOT_RECORDED);
  plain(12, '按国家和地方有关危险废物管理的法规处置，交由有资质的危险废物处置单位处理；不得随意排入下水道或环境。');

  // 14
  w.heading(sectionTitle(13));
  keyValue(w, [
    ['联合国危险货物编号（UN 号）', profile.unNumber ? `UN ${profile.unNumber.replace(/^UN\s*/i, '')}` : '未收录（无 UN 号记录）'],
    ['运输危险性类别', profile.transportClass ?? '未收录'],
    ['包装类别', profile.packingGroup ?? '未收录'],
  ]);
  w.gap(10);

  plain(14, `分类和标签依据：GB 30000 系列《化学品分类和标签规范》。本说明书所载分类的数据来源：${profile.sources}`);
  plain(
    15,
    `编制依据：GB/T 16483-2008《化学品安全技术说明书 内容和项目顺序》、GB/T 17519-2013《化学品安全技术说明书编写指南》。本说明书由${shop.name}根据本商城收录的该产品危险性数据生成，标注“未收录”的项目请以生产商的说明书为准。以上信息仅用于本产品的安全操作与处置，不构成任何质量保证。`,
  );
  return w.save();
}
