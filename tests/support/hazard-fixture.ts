import type { HazardProfile } from '../../server/services/regulatory';
import type { MsdsProduct } from '../../server/documents/msds';

/**
 * Potassium permanganate (高锰酸钾, CAS 7722-64-7) with its real classification: the EU CLP Annex VI
 * harmonised entry (Ox. Sol. 2 H272, Acute Tox. 4 H302, Aquatic Acute 1 H400, Aquatic Chronic 1 H410) and
 * its UN Model Regulations entry (UN 1490, class 5.1, packing group II). For renderer tests only.
 */
export const permanganate: MsdsProduct = {
  nameCn: '高锰酸钾',
  nameEn: 'Potassium permanganate',
  code: 'RM-TEST-KMNO4',
  cas: '7722-64-7',
  formula: 'KMnO4',
  mw: 158.03,
  purity: '≥99.0%',
  storage: '室温，干燥，远离可燃物和还原剂',
  brandName: 'RefMall 标准品',
};

export const permanganateProfile: HazardProfile = {
  signalWord: '危险',
  pictograms: ['GHS03', 'GHS07', 'GHS09'],
  classes: ['氧化性固体，类别2', '急性毒性-经口，类别4', '危害水生环境-急性危害，类别1', '危害水生环境-长期危害，类别1'],
  hStatements: [
    { code: 'H272', text: '可加剧燃烧；氧化剂' },
    { code: 'H302', text: '吞咽有害' },
    { code: 'H400', text: '对水生生物毒性极大' },
    { code: 'H410', text: '对水生生物毒性极大并具有长期持续影响' },
  ],
  pStatements: [
    { code: 'P210', text: '远离热源、热表面、火花、明火和其他点火源。禁止吸烟。' },
    { code: 'P220', text: '远离服装和其他可燃材料。' },
    { code: 'P273', text: '避免释放到环境中。' },
    { code: 'P280', text: '戴防护手套、穿防护服、戴防护眼罩、戴防护面具。' },
    { code: 'P301+P312', text: '如误吞咽：如感觉不适，呼叫解毒中心或就医。' },
    { code: 'P391', text: '收集溢出物。' },
    { code: 'P501', text: '按照地方、区域、国家和国际规章处置内装物和容器。' },
  ],
  firstAid: '皮肤接触：脱去污染的衣着，用大量流动清水冲洗。眼睛接触：提起眼睑，用流动清水或生理盐水冲洗，就医。吸入：迅速脱离现场至空气新鲜处，保持呼吸道通畅，就医。食入：用水漱口，给饮牛奶或蛋清，就医。',
  fireFighting: '本品不燃，但为强氧化剂，与可燃物接触可助燃甚至引起燃烧爆炸。灭火剂：水、雾状水、砂土。',
  handlingStorage: '储存于阴凉、通风的库房，远离火种、热源；包装密封。应与还原剂、活性金属粉末、硫、磷、易（可）燃物等分开存放，切忌混储。',
  unNumber: '1490',
  transportClass: '5.1',
  packingGroup: 'II',
  sources: '欧盟 CLP 法规（EC）No 1272/2008 附件 VI 协调分类；联合国《关于危险货物运输的建议书 规章范本》（UN 1490，5.1 类，II 类包装）',
};
