import { BODY } from './standards-bodies';
import type { SeedStandard, SeedStandardMaterial } from './types';

const AFLATOXINS_BG: SeedStandardMaterial[] = [
  { nameCn: '黄曲霉毒素B1', nameEn: 'Aflatoxin B1', cas: '1162-65-8' },
  { nameCn: '黄曲霉毒素B2', nameEn: 'Aflatoxin B2', cas: '7220-81-7' },
  { nameCn: '黄曲霉毒素G1', nameEn: 'Aflatoxin G1', cas: '1165-39-5' },
  { nameCn: '黄曲霉毒素G2', nameEn: 'Aflatoxin G2', cas: '7241-98-7' },
];

const fs = (title: string) => `食品安全国家标准 ${title}`;

/** Food-safety limits and GB 5009 test methods, pesticide and veterinary-drug residue methods, melamine. */
export const foodStandards: SeedStandard[] = [
  // Limits: the standards the test methods serve.
  {
    number: 'GB 2760-2024', field: '食品安全', status: '现行', issuedBy: BODY.nhcSamr, issuedOn: '2024-02-08', effectiveOn: '2025-02-08', replaces: ['GB 2760-2014'],
    titleCn: fs('食品添加剂使用标准'), titleEn: 'National food safety standard—Standard for the use of food additives',
    scope: '规定食品添加剂的使用原则、允许使用的品种、使用范围和最大使用量或残留量；防腐剂、甜味剂、抗氧化剂等的检测均以此判定。',
  },
  {
    number: 'GB 2760-2014', field: '食品安全', status: '废止', issuedOn: '2014-12-24', effectiveOn: '2015-05-24',
    titleCn: fs('食品添加剂使用标准'),
    scope: '食品添加剂使用标准的前一版本，已由 GB 2760-2024 代替。',
  },
  {
    number: 'GB 2761-2017', field: '食品安全', status: '现行',
    titleCn: fs('食品中真菌毒素限量'), titleEn: 'National food safety standard—Maximum levels of mycotoxins in foods',
    scope: '规定黄曲霉毒素、脱氧雪腐镰刀菌烯醇、展青霉素、赭曲霉毒素A、玉米赤霉烯酮等真菌毒素在各类食品中的限量。',
    materials: [
      ...AFLATOXINS_BG.slice(0, 1),
      { nameCn: '黄曲霉毒素M1', nameEn: 'Aflatoxin M1', cas: '6795-23-9' },
      { nameCn: '脱氧雪腐镰刀菌烯醇', nameEn: 'Deoxynivalenol', cas: '51481-10-8' },
      { nameCn: '展青霉素', nameEn: 'Patulin', cas: '149-29-1' },
      { nameCn: '赭曲霉毒素A', nameEn: 'Ochratoxin A', cas: '303-47-9' },
      { nameCn: '玉米赤霉烯酮', nameEn: 'Zearalenone', cas: '17924-92-4' },
    ],
  },
  {
    number: 'GB 2762-2022', field: '食品安全', status: '现行', issuedBy: BODY.nhcSamr, issuedOn: '2022-06-30', effectiveOn: '2023-06-30', replaces: ['GB 2762-2017'],
    titleCn: fs('食品中污染物限量'), titleEn: 'National food safety standard—Maximum levels of contaminants in foods',
    scope: '规定铅、镉、汞、砷等元素及苯并[a]芘、N-二甲基亚硝胺、多氯联苯、3-氯-1,2-丙二醇等污染物在食品中的限量。',
    materials: [
      { nameCn: 'N-亚硝基二甲胺', nameEn: 'N-Nitrosodimethylamine', cas: '62-75-9', product: 'RM-X001' },
      { nameCn: '苯并[a]芘', nameEn: 'Benzo[a]pyrene', cas: '50-32-8' },
      { nameCn: '3-氯-1,2-丙二醇', nameEn: '3-Chloro-1,2-propanediol', cas: '96-24-2' },
    ],
  },
  {
    number: 'GB 2762-2017', field: '食品安全', status: '废止',
    titleCn: fs('食品中污染物限量'),
    scope: '食品污染物限量的前一版本，已由 GB 2762-2022 代替。',
  },
  {
    number: 'GB 2763-2021', field: '农兽药残留', status: '现行', issuedBy: BODY.nhcMaraSamr, issuedOn: '2021-03-03', effectiveOn: '2021-09-03', replaces: ['GB 2763-2019', 'GB 2763.1-2018'],
    titleCn: fs('食品中农药最大残留限量'), titleEn: 'National food safety standard—Maximum residue limits for pesticides in food',
    scope: '规定食品中农药的最大残留限量及每日允许摄入量，并为每项限量指定检测方法标准，是农残检测选用农药标准品的依据。',
  },
  {
    number: 'GB 2763-2019', field: '农兽药残留', status: '废止', issuedBy: BODY.nhcMaraSamr, issuedOn: '2019-08-15', effectiveOn: '2020-02-15',
    titleCn: fs('食品中农药最大残留限量'),
    scope: '农药最大残留限量的前一版本，已由 GB 2763-2021 代替。',
  },
  {
    number: 'GB 2763.1-2018', field: '农兽药残留', status: '废止', issuedBy: BODY.nhcMaraSamr,
    titleCn: fs('食品中百草枯等43种农药最大残留限量'),
    scope: '对当时的农药残留限量标准的增补，其内容已并入 GB 2763-2021。',
  },
  {
    number: 'GB 2763.1-2022', field: '农兽药残留', status: '现行', issuedBy: BODY.nhcMaraSamr,
    titleCn: fs('食品中2,4-滴丁酸钠盐等112种农药最大残留限量'),
    scope: '对 GB 2763-2021 的增补，规定另外一批农药在食品中的最大残留限量，与 GB 2763-2021 配套使用。',
  },
  {
    number: 'GB 31650-2019', field: '农兽药残留', status: '现行', issuedBy: BODY.maraNhcSamr,
    titleCn: fs('食品中兽药最大残留限量'), titleEn: 'National food safety standard—Maximum residue limits for veterinary drugs in foods',
    scope: '规定动物性食品中兽药的最大残留限量、允许使用而不需制定限量的兽药和允许作治疗用但不得检出的兽药。',
  },
  // GB 5009: test methods.
  {
    number: 'GB 5009.3-2016', field: '食品安全', status: '现行',
    titleCn: fs('食品中水分的测定'), titleEn: 'National food safety standard—Determination of moisture in foods',
    scope: '规定直接干燥法、减压干燥法、蒸馏法和卡尔·费休法测定食品中水分的方法。',
  },
  {
    number: 'GB 5009.4-2016', field: '食品安全', status: '现行',
    titleCn: fs('食品中灰分的测定'), titleEn: 'National food safety standard—Determination of ash in foods',
    scope: '规定高温灼烧法测定食品中总灰分、水溶性灰分、水不溶性灰分和酸不溶性灰分的方法。',
  },
  {
    number: 'GB 5009.5-2016', field: '食品安全', status: '现行',
    titleCn: fs('食品中蛋白质的测定'), titleEn: 'National food safety standard—Determination of protein in foods',
    scope: '规定凯氏定氮法、分光光度法和燃烧法测定食品中蛋白质的方法；凯氏法以酸标准滴定溶液滴定。',
  },
  {
    number: 'GB 5009.6-2016', field: '食品安全', status: '现行',
    titleCn: fs('食品中脂肪的测定'), titleEn: 'National food safety standard—Determination of fat in foods',
    scope: '规定索氏抽提法、酸水解法、碱水解法和盖勃法测定食品中脂肪的方法。',
  },
  {
    number: 'GB 5009.22-2016', field: '食品安全', status: '现行',
    titleCn: fs('食品中黄曲霉毒素B族和G族的测定'), titleEn: 'National food safety standard—Determination of aflatoxins B and G in foods',
    scope: '规定同位素稀释液相色谱-串联质谱法、高效液相色谱法和酶联免疫等方法测定食品中黄曲霉毒素B1、B2、G1、G2。',
    materials: AFLATOXINS_BG,
  },
  {
    number: 'GB 5009.24-2016', field: '食品安全', status: '现行',
    titleCn: fs('食品中黄曲霉毒素M族的测定'), titleEn: 'National food safety standard—Determination of aflatoxins M in foods',
    scope: '规定测定乳及乳制品等食品中黄曲霉毒素M1、M2的色谱方法。',
    materials: [{ nameCn: '黄曲霉毒素M1', nameEn: 'Aflatoxin M1', cas: '6795-23-9' }],
  },
  {
    number: 'GB 5009.26-2016', field: '食品安全', status: '现行',
    titleCn: fs('食品中N-亚硝胺类化合物的测定'), titleEn: 'National food safety standard—Determination of N-nitrosamines in foods',
    scope: '规定用气相色谱-质谱法等测定肉制品、水产品等食品中 N-亚硝胺类化合物的方法，以亚硝胺对照品外标定量。',
    materials: [
      { nameCn: 'N-亚硝基二甲胺', nameEn: 'N-Nitrosodimethylamine', cas: '62-75-9', product: 'RM-X001' },
      { nameCn: 'N-亚硝基二乙胺', nameEn: 'N-Nitrosodiethylamine', cas: '55-18-5', product: 'RM-X002' },
    ],
  },
  {
    number: 'GB 5009.27-2016', field: '食品安全', status: '现行',
    titleCn: fs('食品中苯并(a)芘的测定'), titleEn: 'National food safety standard—Determination of benzo(a)pyrene in foods',
    scope: '规定用高效液相色谱-荧光检测法测定谷物、肉制品、油脂等食品中苯并(a)芘的方法。',
    materials: [{ nameCn: '苯并[a]芘', nameEn: 'Benzo[a]pyrene', cas: '50-32-8' }],
  },
  {
    number: 'GB 5009.28-2016', field: '食品安全', status: '现行',
    titleCn: fs('食品中苯甲酸、山梨酸和糖精钠的测定'), titleEn: 'National food safety standard—Determination of benzoic acid, sorbic acid and saccharin sodium in foods',
    scope: '规定用液相色谱法和气相色谱法测定食品中防腐剂苯甲酸、山梨酸和甜味剂糖精钠的方法。',
    materials: [
      { nameCn: '苯甲酸', nameEn: 'Benzoic acid', cas: '65-85-0', product: 'RM-Q003' },
      { nameCn: '山梨酸', nameEn: 'Sorbic acid', cas: '110-44-1' },
      { nameCn: '糖精钠', nameEn: 'Saccharin sodium', cas: '128-44-9' },
    ],
  },
  {
    number: 'GB 5009.31-2016', field: '食品安全', status: '现行',
    titleCn: fs('食品中对羟基苯甲酸酯类的测定'), titleEn: 'National food safety standard—Determination of p-hydroxybenzoates in foods',
    scope: '规定用气相色谱法测定食品中对羟基苯甲酸甲酯、乙酯、丙酯、丁酯等防腐剂的方法。',
    materials: [
      { nameCn: '对羟基苯甲酸甲酯', nameEn: 'Methylparaben', cas: '99-76-3' },
      { nameCn: '对羟基苯甲酸乙酯', nameEn: 'Ethylparaben', cas: '120-47-8' },
      { nameCn: '对羟基苯甲酸丙酯', nameEn: 'Propylparaben', cas: '94-13-3' },
      { nameCn: '对羟基苯甲酸丁酯', nameEn: 'Butylparaben', cas: '94-26-8' },
    ],
  },
  {
    number: 'GB 5009.32-2016', field: '食品安全', status: '现行',
    titleCn: fs('食品中9种抗氧化剂的测定'), titleEn: 'National food safety standard—Determination of 9 antioxidants in foods',
    scope: '规定用液相色谱法和气相色谱法等测定食品中 BHA、BHT、TBHQ、没食子酸丙酯等合成抗氧化剂的方法。',
    materials: [
      { nameCn: '丁基羟基茴香醚（BHA）', nameEn: 'Butylated hydroxyanisole', cas: '25013-16-5' },
      { nameCn: '二丁基羟基甲苯（BHT）', nameEn: 'Butylated hydroxytoluene', cas: '128-37-0' },
      { nameCn: '特丁基对苯二酚（TBHQ）', nameEn: 'tert-Butylhydroquinone', cas: '1948-33-0' },
      { nameCn: '没食子酸丙酯（PG）', nameEn: 'Propyl gallate', cas: '121-79-9' },
    ],
  },
  {
    number: 'GB 5009.33-2016', field: '食品安全', status: '现行',
    titleCn: fs('食品中亚硝酸盐与硝酸盐的测定'), titleEn: 'National food safety standard—Determination of nitrite and nitrate in foods',
    scope: '规定用离子色谱法和分光光度法测定食品中亚硝酸盐和硝酸盐的方法。',
    materials: [
      { nameCn: '亚硝酸钠', nameEn: 'Sodium nitrite', cas: '7632-00-0', role: '配制亚硝酸盐标准溶液' },
      { nameCn: '硝酸钠', nameEn: 'Sodium nitrate', cas: '7631-99-4', role: '配制硝酸盐标准溶液' },
    ],
  },
  {
    number: 'GB 5009.86-2016', field: '食品安全', status: '现行',
    titleCn: fs('食品中抗坏血酸的测定'), titleEn: 'National food safety standard—Determination of ascorbic acid in foods',
    scope: '规定用高效液相色谱法、荧光法和滴定法测定食品中抗坏血酸的方法。',
    materials: [{ nameCn: 'L-抗坏血酸', nameEn: 'L-Ascorbic acid', cas: '50-81-7' }],
  },
  {
    number: 'GB 5009.96-2016', field: '食品安全', status: '现行',
    titleCn: fs('食品中赭曲霉毒素A的测定'), titleEn: 'National food safety standard—Determination of ochratoxin A in foods',
    scope: '规定用液相色谱法、液相色谱-串联质谱法等测定谷物、咖啡、葡萄酒等食品中赭曲霉毒素A的方法。',
    materials: [{ nameCn: '赭曲霉毒素A', nameEn: 'Ochratoxin A', cas: '303-47-9' }],
  },
  {
    number: 'GB 5009.111-2016', field: '食品安全', status: '现行',
    titleCn: fs('食品中脱氧雪腐镰刀菌烯醇及其乙酰化衍生物的测定'), titleEn: 'National food safety standard—Determination of deoxynivalenol and its acetylated derivatives in foods',
    scope: '规定用液相色谱-串联质谱法、液相色谱法等测定谷物及其制品中脱氧雪腐镰刀菌烯醇及其乙酰化衍生物的方法。',
    materials: [{ nameCn: '脱氧雪腐镰刀菌烯醇', nameEn: 'Deoxynivalenol', cas: '51481-10-8' }],
  },
  {
    number: 'GB 5009.121-2016', field: '食品安全', status: '现行',
    titleCn: fs('食品中脱氢乙酸的测定'), titleEn: 'National food safety standard—Determination of dehydroacetic acid in foods',
    scope: '规定用气相色谱法和液相色谱法测定食品中防腐剂脱氢乙酸的方法。',
    materials: [{ nameCn: '脱氢乙酸', nameEn: 'Dehydroacetic acid', cas: '520-45-6' }],
  },
  {
    number: 'GB 5009.139-2014', field: '食品安全', status: '现行',
    titleCn: fs('饮料中咖啡因的测定'), titleEn: 'National food safety standard—Determination of caffeine in beverages',
    scope: '规定用高效液相色谱法（紫外检测）测定可乐型饮料、咖啡和茶饮料等饮料中咖啡因的方法，以咖啡因对照品外标定量。',
    materials: [{ nameCn: '咖啡因', nameEn: 'Caffeine', cas: '58-08-2', product: 'RM-A070' }],
  },
  {
    number: 'GB 5009.185-2016', field: '食品安全', status: '现行',
    titleCn: fs('食品中展青霉素的测定'), titleEn: 'National food safety standard—Determination of patulin in foods',
    scope: '规定用液相色谱法和液相色谱-串联质谱法测定水果及其制品、果汁等食品中展青霉素的方法。',
    materials: [{ nameCn: '展青霉素', nameEn: 'Patulin', cas: '149-29-1' }],
  },
  {
    number: 'GB 5009.191-2016', field: '食品安全', status: '现行',
    titleCn: fs('食品中氯丙醇及其脂肪酸酯含量的测定'), titleEn: 'National food safety standard—Determination of chloropropanols and their fatty acid esters in foods',
    scope: '规定用气相色谱-质谱法测定调味品、食用油等食品中氯丙醇（如 3-MCPD）及其脂肪酸酯的方法。',
    materials: [{ nameCn: '3-氯-1,2-丙二醇', nameEn: '3-Chloro-1,2-propanediol', cas: '96-24-2' }],
  },
  {
    number: 'GB 5009.204-2014', field: '食品安全', status: '现行',
    titleCn: fs('食品中丙烯酰胺的测定'), titleEn: 'National food safety standard—Determination of acrylamide in foods',
    scope: '规定用稳定性同位素稀释的液相色谱-质谱/质谱法和气相色谱-质谱法测定高温加工食品中丙烯酰胺的方法。',
    materials: [{ nameCn: '丙烯酰胺', nameEn: 'Acrylamide', cas: '79-06-1' }],
  },
  {
    number: 'GB 5009.209-2016', field: '食品安全', status: '现行',
    titleCn: fs('食品中玉米赤霉烯酮的测定'), titleEn: 'National food safety standard—Determination of zearalenone in foods',
    scope: '规定用液相色谱法、液相色谱-串联质谱法等测定谷物及其制品中玉米赤霉烯酮的方法。',
    materials: [{ nameCn: '玉米赤霉烯酮', nameEn: 'Zearalenone', cas: '17924-92-4' }],
  },
  {
    number: 'GB 5009.240-2016', field: '食品安全', status: '现行',
    titleCn: fs('食品中伏马毒素的测定'), titleEn: 'National food safety standard—Determination of fumonisins in foods',
    scope: '规定用液相色谱-串联质谱法和柱后衍生液相色谱法测定玉米及其制品中伏马毒素的方法。',
    materials: [{ nameCn: '伏马毒素B1', nameEn: 'Fumonisin B1', cas: '116355-83-0' }],
  },
  {
    number: 'GB 5009.263-2016', field: '食品安全', status: '现行',
    titleCn: fs('食品中阿斯巴甜和阿力甜的测定'), titleEn: 'National food safety standard—Determination of aspartame and alitame in foods',
    scope: '规定用液相色谱法测定食品中甜味剂阿斯巴甜和阿力甜的方法。',
    materials: [{ nameCn: '阿斯巴甜', nameEn: 'Aspartame', cas: '22839-47-0' }],
  },
  {
    number: 'GB 5009.268-2016', field: '食品安全', status: '现行',
    titleCn: fs('食品中多元素的测定'), titleEn: 'National food safety standard—Determination of multiple elements in foods',
    scope: '规定用电感耦合等离子体质谱法（ICP-MS）和电感耦合等离子体发射光谱法（ICP-OES）同时测定食品中多种元素的方法，以多元素混合标准溶液校准。',
  },
  {
    number: 'GB 5009.271-2016', field: '食品安全', status: '现行',
    titleCn: fs('食品中邻苯二甲酸酯的测定'), titleEn: 'National food safety standard—Determination of phthalates in foods',
    scope: '规定用气相色谱-质谱法测定食品中多种邻苯二甲酸酯类增塑剂的方法。',
    materials: [
      { nameCn: '邻苯二甲酸二(2-乙基己基)酯（DEHP）', nameEn: 'Bis(2-ethylhexyl) phthalate', cas: '117-81-7' },
      { nameCn: '邻苯二甲酸二丁酯（DBP）', nameEn: 'Dibutyl phthalate', cas: '84-74-2' },
    ],
  },
  // Pesticide and veterinary-drug residue methods.
  {
    number: 'GB 23200.8-2016', field: '农兽药残留', status: '现行',
    titleCn: fs('水果和蔬菜中500种农药及相关化学品残留量的测定 气相色谱-质谱法'),
    scope: '规定用乙腈提取、固相萃取净化、气相色谱-质谱测定水果和蔬菜中多种农药及相关化学品残留的多残留方法。',
  },
  {
    number: 'GB 23200.113-2018', field: '农兽药残留', status: '现行', issuedBy: BODY.nhcMaraSamr,
    titleCn: fs('植物源性食品中208种农药及其代谢物残留量的测定 气相色谱-质谱联用法'),
    scope: '规定用 QuEChERS 前处理和气相色谱-串联质谱测定植物源性食品中多种农药及代谢物残留的方法。',
  },
  {
    number: 'GB 23200.121-2021', field: '农兽药残留', status: '现行', issuedBy: BODY.nhcMaraSamr,
    titleCn: fs('植物源性食品中331种农药及其代谢物残留量的测定 液相色谱-质谱联用法'),
    scope: '规定用 QuEChERS 前处理和液相色谱-串联质谱测定植物源性食品中多种农药及代谢物残留的方法。',
  },
  {
    number: 'GB/T 20769-2008', field: '农兽药残留', status: '现行', issuedBy: BODY.aqsiqSac,
    titleCn: '水果和蔬菜中450种农药及相关化学品残留量的测定 液相色谱-串联质谱法',
    scope: '规定用液相色谱-串联质谱测定水果和蔬菜中数百种农药及相关化学品残留的多残留方法。',
  },
  {
    number: 'NY/T 761-2008', field: '农兽药残留', status: '现行', issuedBy: BODY.moa,
    titleCn: '蔬菜和水果中有机磷、有机氯、拟除虫菊酯和氨基甲酸酯类农药多残留的测定',
    scope: '规定用气相色谱法和液相色谱柱后衍生法测定蔬菜和水果中有机磷、有机氯、拟除虫菊酯和氨基甲酸酯类农药残留的方法。',
  },
  {
    number: 'GB/T 21312-2007', field: '农兽药残留', status: '现行', issuedBy: BODY.aqsiqSac,
    titleCn: '动物源性食品中14种喹诺酮药物残留检测方法 液相色谱-质谱/质谱法',
    scope: '规定用液相色谱-串联质谱测定动物源性食品中环丙沙星、诺氟沙星、恩诺沙星等喹诺酮类药物残留的方法。',
    materials: [
      { nameCn: '环丙沙星', nameEn: 'Ciprofloxacin', cas: '85721-33-1', product: 'RM-I001' },
      { nameCn: '诺氟沙星', nameEn: 'Norfloxacin', cas: '70458-96-7', product: 'RM-I006' },
      { nameCn: '恩诺沙星', nameEn: 'Enrofloxacin', cas: '93106-60-6' },
    ],
  },
  {
    number: 'GB/T 21316-2007', field: '农兽药残留', status: '现行', issuedBy: BODY.aqsiqSac,
    titleCn: '动物源性食品中磺胺类药物残留量的测定 液相色谱-质谱/质谱法',
    scope: '规定用液相色谱-串联质谱测定动物源性食品中磺胺甲噁唑等磺胺类药物残留的方法。',
    materials: [{ nameCn: '磺胺甲噁唑', nameEn: 'Sulfamethoxazole', cas: '723-46-6', product: 'RM-I020' }],
  },
  {
    number: 'GB/T 21317-2007', field: '农兽药残留', status: '现行', issuedBy: BODY.aqsiqSac,
    titleCn: '动物源性食品中四环素类兽药残留量检测方法 液相色谱-质谱/质谱法与高效液相色谱法',
    scope: '规定用液相色谱-串联质谱和高效液相色谱测定动物源性食品中四环素、土霉素、金霉素、多西环素等残留的方法。',
  },
  {
    number: 'GB/T 21318-2007', field: '农兽药残留', status: '现行', issuedBy: BODY.aqsiqSac,
    titleCn: '动物源性食品中硝基咪唑残留量检验方法',
    scope: '规定用液相色谱-串联质谱测定动物源性食品中甲硝唑、地美硝唑、洛硝哒唑等硝基咪唑类药物及其代谢物残留的方法。',
    materials: [
      { nameCn: '甲硝唑', nameEn: 'Metronidazole', cas: '443-48-1', product: 'RM-I030' },
      { nameCn: '地美硝唑', nameEn: 'Dimetridazole', cas: '551-92-8' },
      { nameCn: '洛硝哒唑', nameEn: 'Ronidazole', cas: '7681-76-7' },
    ],
  },
  {
    number: 'GB/T 22338-2008', field: '农兽药残留', status: '现行', issuedBy: BODY.aqsiqSac,
    titleCn: '动物源性食品中氯霉素类药物残留量测定',
    scope: '规定用气相色谱、气相色谱-质谱和液相色谱-串联质谱测定动物源性食品中氯霉素、甲砜霉素和氟苯尼考残留的方法。',
    materials: [
      { nameCn: '氯霉素', nameEn: 'Chloramphenicol', cas: '56-75-7', product: 'RM-I044' },
      { nameCn: '甲砜霉素', nameEn: 'Thiamphenicol', cas: '15318-45-3' },
      { nameCn: '氟苯尼考', nameEn: 'Florfenicol', cas: '73231-34-2' },
    ],
  },
  // Melamine.
  {
    number: 'GB/T 22388-2008', field: '食品安全', status: '现行', issuedBy: BODY.aqsiqSac,
    titleCn: '原料乳与乳制品中三聚氰胺检测方法',
    scope: '规定用高效液相色谱法、液相色谱-质谱/质谱法和气相色谱-质谱法测定原料乳与乳制品中三聚氰胺的方法。',
    materials: [{ nameCn: '三聚氰胺', nameEn: 'Melamine', cas: '108-78-1', product: 'RM-M022' }],
  },
  {
    number: 'GB/T 22400-2008', field: '食品安全', status: '现行', issuedBy: BODY.aqsiqSac,
    titleCn: '原料乳中三聚氰胺快速检测 液相色谱法',
    scope: '规定用液相色谱法快速测定原料乳中三聚氰胺的方法。',
    materials: [{ nameCn: '三聚氰胺', nameEn: 'Melamine', cas: '108-78-1', product: 'RM-M022' }],
  },
];
