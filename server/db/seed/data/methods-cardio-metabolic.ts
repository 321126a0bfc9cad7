import { CH, chpRelated, epIdentity, epRelated, epRelatedPlain, imp, jpRelated, method, ref, uspAssay } from './methods-build';
import type { SeedMethod } from './methods-types';

const AMLODIPINE = '111470-99-6';
const NIFEDIPINE = '21829-25-4';
const LOSARTAN = '124750-99-8';
const CANDESARTAN = '145040-37-5';
const VALSARTAN = '137862-53-4';
const TELMISARTAN = '144701-48-4';
const CAPTOPRIL = '62571-86-2';
const ENALAPRIL = '76095-16-4';
const FUROSEMIDE = '54-31-9';
const HCTZ = '58-93-5';
const WARFARIN = '81-81-2';
const CLOPIDOGREL = '120202-66-6';
const ATORVASTATIN = '134523-03-8';
const ROSUVASTATIN = '147098-20-2';
const FENOFIBRATE = '49562-28-9';
const METFORMIN = '1115-70-4';
const GLICLAZIDE = '21187-98-4';
const GLIBENCLAMIDE = '10238-21-8';

/** Cardiovascular, antiplatelet, lipid-lowering and antidiabetic drugs. */
export const cardioMetabolicMethods: SeedMethod[] = [
  // ---- 苯磺酸氨氯地平 ----
  method(AMLODIPINE, 'ChP', '苯磺酸氨氯地平', '有关物质', 'HPLC', chpRelated(), [ref('RM-C001')]),
  method(AMLODIPINE, 'EP', 'Amlodipine besilate', '有关物质', 'HPLC', epRelated('杂质A（邻苯二甲酰亚胺保护物）、D（脱氢氨氯地平，吡啶芳构化产物）、G 等'),
    [ref('RM-C001'), imp('RM-C004', 'EP 杂质A'), imp('RM-C003', 'EP 杂质D'), imp('RM-C005', 'EP 杂质G')]),
  method(AMLODIPINE, 'JP', 'Amlodipine Besilate', '有关物质', 'HPLC', jpRelated(), [ref('RM-C001')]),
  method(AMLODIPINE, 'USP-NF', 'Amlodipine Besylate', '含量测定', 'HPLC', uspAssay('苯磺酸氨氯地平'), [ref('RM-C001')]),

  // ---- 硝苯地平 ----
  method(NIFEDIPINE, 'ChP', '硝苯地平', '有关物质', 'HPLC',
    chpRelated('硝苯地平见光易氧化为吡啶衍生物：以杂质I（硝基苯吡啶衍生物）和杂质II（亚硝基苯吡啶衍生物）对照品定位，操作应避光。'),
    [ref('RM-C006'), imp('RM-C007', '杂质I'), imp('RM-C008', '杂质II')]),
  method(NIFEDIPINE, 'ChP', '硝苯地平', '含量测定', '滴定',
    '铈量法：供试品溶解后以硫酸铈滴定液滴定，邻二氮菲指示液指示终点；二氢吡啶环被氧化为吡啶环。操作应避光，不需对照品。', []),
  method(NIFEDIPINE, 'EP', 'Nifedipine', '有关物质', 'HPLC', epRelated('杂质A（硝基苯吡啶衍生物）、B（亚硝基苯吡啶衍生物）'),
    [ref('RM-C006'), imp('RM-C007', 'EP 杂质A'), imp('RM-C008', 'EP 杂质B')]),

  // ---- 沙坦类 ----
  method(LOSARTAN, 'ChP', '氯沙坦钾', '有关物质', 'HPLC', chpRelated(), [ref('RM-C020')]),
  method(LOSARTAN, 'EP', 'Losartan potassium', '有关物质', 'HPLC', epRelatedPlain('以氯沙坦钾对照品确认主峰。'), [ref('RM-C020')]),
  method(LOSARTAN, 'USP-NF', 'Losartan Potassium', '含量测定', 'HPLC', uspAssay('氯沙坦钾'), [ref('RM-C020')]),
  method(CANDESARTAN, 'ChP', '坎地沙坦酯', '有关物质', 'HPLC', chpRelated(), [ref('RM-C024')]),
  method(CANDESARTAN, 'JP', 'Candesartan Cilexetil', '有关物质', 'HPLC', jpRelated(), [ref('RM-C024')]),
  method(CANDESARTAN, 'USP-NF', 'Candesartan Cilexetil', '含量测定', 'HPLC', uspAssay('坎地沙坦酯'), [ref('RM-C024')]),
  method(VALSARTAN, 'ChP', '缬沙坦', '有关物质', 'HPLC', chpRelated(), [ref('RM-C022')]),
  method(VALSARTAN, 'EP', 'Valsartan', '有关物质', 'HPLC', epRelatedPlain('以缬沙坦对照品确认主峰。'), [ref('RM-C022')]),
  method(VALSARTAN, 'USP-NF', 'Valsartan', '含量测定', 'HPLC', uspAssay('缬沙坦'), [ref('RM-C022')]),
  method(TELMISARTAN, 'ChP', '替米沙坦', '有关物质', 'HPLC', chpRelated(), [ref('RM-C026')]),
  method(TELMISARTAN, 'EP', 'Telmisartan', '有关物质', 'HPLC', epRelatedPlain('以替米沙坦对照品确认主峰。'), [ref('RM-C026')]),

  // ---- 普利类 ----
  method(CAPTOPRIL, 'ChP', '卡托普利', '有关物质', 'HPLC', chpRelated('巯基氧化生成的卡托普利二硫化物是主要降解杂质，以其对照品定位和限量。'),
    [ref('RM-C040'), imp('RM-C041', '卡托普利二硫化物')]),
  method(CAPTOPRIL, 'ChP', '卡托普利', '含量测定', '滴定', '碘量法：在酸性溶液中用碘酸钾滴定液滴定，巯基被定量氧化，以淀粉指示液指示终点。不需对照品。', []),
  method(CAPTOPRIL, 'EP', 'Captopril', '有关物质', 'HPLC', epRelated('杂质A（卡托普利二硫化物）等'), [ref('RM-C040'), imp('RM-C041', 'EP 杂质A')]),
  method(ENALAPRIL, 'ChP', '马来酸依那普利', '有关物质', 'HPLC', chpRelated(), [ref('RM-C042')]),
  method(ENALAPRIL, 'EP', 'Enalapril maleate', '有关物质', 'HPLC', epRelated('依那普利拉（酯水解产物）等'), [ref('RM-C042'), imp('RM-C043', '依那普利拉')]),

  // ---- 利尿药 ----
  method(FUROSEMIDE, 'ChP', '呋塞米', '有关物质', 'HPLC', chpRelated(), [ref('RM-C060')]),
  method(FUROSEMIDE, 'EP', 'Furosemide', '有关物质', 'HPLC', epRelated('杂质B、C 等'), [ref('RM-C060'), imp('RM-C061', 'EP 杂质B'), imp('RM-C062', 'EP 杂质C')]),
  method(HCTZ, 'ChP', '氢氯噻嗪', '有关物质', 'HPLC', chpRelated(), [ref('RM-C063')]),
  method(HCTZ, 'EP', 'Hydrochlorothiazide', '有关物质', 'HPLC', epRelated('杂质A（氯噻嗪）、B（4-氨基-6-氯苯-1,3-二磺酰胺）等'),
    [ref('RM-C063'), imp('RM-C064', 'EP 杂质A'), imp('RM-C065', 'EP 杂质B')]),

  // ---- 抗凝、抗血小板 ----
  method(WARFARIN, 'USP-NF', 'Warfarin Sodium', '含量测定', 'HPLC', uspAssay('华法林'), [ref('RM-C070')]),
  method(CLOPIDOGREL, 'ChP', '硫酸氢氯吡格雷', '有关物质', 'HPLC', chpRelated(), [ref('RM-C080')]),
  method(CLOPIDOGREL, 'EP', 'Clopidogrel hydrogen sulfate', '有关物质', 'HPLC', epRelated('杂质A（酯水解生成的羧酸）等'), [ref('RM-C080'), imp('RM-C081', 'EP 杂质A')]),

  // ---- 降脂药 ----
  method(ATORVASTATIN, 'ChP', '阿托伐他汀钙', '有关物质', 'HPLC', chpRelated(), [ref('RM-M001')]),
  method(ATORVASTATIN, 'EP', 'Atorvastatin calcium trihydrate', '有关物质', 'HPLC', epRelated('杂质H（阿托伐他汀内酯）等'), [ref('RM-M001'), imp('RM-M002', 'EP 杂质H')]),
  method(ATORVASTATIN, 'USP-NF', 'Atorvastatin Calcium', '含量测定', 'HPLC', uspAssay('阿托伐他汀钙'), [ref('RM-M001')]),
  method(ROSUVASTATIN, 'ChP', '瑞舒伐他汀钙', '有关物质', 'HPLC', chpRelated(), [ref('RM-M007')]),
  method(ROSUVASTATIN, 'USP-NF', 'Rosuvastatin Calcium', '含量测定', 'HPLC', uspAssay('瑞舒伐他汀钙'), [ref('RM-M007')]),
  method(FENOFIBRATE, 'ChP', '非诺贝特', '有关物质', 'HPLC', chpRelated(), [ref('RM-M011')]),
  method(FENOFIBRATE, 'EP', 'Fenofibrate', '有关物质', 'HPLC', epRelated('非诺贝特酸（酯水解产物）等'), [ref('RM-M011'), imp('RM-M012', '非诺贝特酸')]),

  // ---- 降糖药 ----
  method(METFORMIN, 'ChP', '盐酸二甲双胍', '有关物质', 'HPLC', chpRelated('以双氰胺（合成原料）对照品定位和限量。'), [ref('RM-M020'), imp('RM-M021', '双氰胺')]),
  method(METFORMIN, 'ChP', '盐酸二甲双胍', '含量测定', '滴定', `${CH.chpNonAqueous}，以高氯酸滴定液滴定，电位法指示终点。不需对照品。`, []),
  method(METFORMIN, 'EP', 'Metformin hydrochloride', '有关物质', 'HPLC', epRelated('杂质A（双氰胺）等'), [ref('RM-M020'), imp('RM-M021', 'EP 杂质A')]),
  method(GLICLAZIDE, 'ChP', '格列齐特', '有关物质', 'HPLC', chpRelated(), [ref('RM-M023')]),
  method(GLICLAZIDE, 'EP', 'Gliclazide', '有关物质', 'HPLC', epRelated('杂质A（对甲苯磺酰胺）等'), [ref('RM-M023'), imp('RM-M024', 'EP 杂质A')]),
  method(GLIBENCLAMIDE, 'ChP', '格列本脲', '有关物质', 'HPLC', chpRelated(), [ref('RM-M025')]),
  method(GLIBENCLAMIDE, 'EP', 'Glibenclamide', '有关物质', 'HPLC', epRelated('杂质A 等'), [ref('RM-M025'), imp('RM-M026', 'EP 杂质A')]),
  method(GLIBENCLAMIDE, 'EP', 'Glibenclamide', '鉴别', 'IR', epIdentity('格列本脲'), [ref('RM-M025')]),
];
