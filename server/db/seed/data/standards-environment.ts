import { BODY } from './standards-bodies';
import type { SeedStandard, SeedStandardMaterial } from './types';

const TOLUENE: SeedStandardMaterial = { nameCn: '甲苯', nameEn: 'Toluene', cas: '108-88-3', product: 'RM-K020' };
const CHLOROFORM: SeedStandardMaterial = { nameCn: '三氯甲烷', nameEn: 'Chloroform', cas: '67-66-3', product: 'RM-K023' };
const VOCS = [TOLUENE, CHLOROFORM];

/** Drinking water, surface and ground water, soil quality and HJ environmental monitoring methods. */
export const environmentStandards: SeedStandard[] = [
  {
    number: 'GB 5749-2022', field: '饮用水', status: '现行', issuedBy: BODY.samrSac, issuedOn: '2022-03-15', effectiveOn: '2023-04-01', replaces: ['GB 5749-2006'],
    titleCn: '生活饮用水卫生标准', titleEn: 'Standards for drinking water quality',
    scope: '规定生活饮用水的水质要求（微生物、毒理、感官性状和一般化学、放射性指标）及水源、供水和检验要求；三氯甲烷、甲苯等有机物均为常规或扩展指标。',
    materials: VOCS,
  },
  {
    number: 'GB 5749-2006', field: '饮用水', status: '废止', issuedBy: BODY.mohSac, issuedOn: '2006-12-29', effectiveOn: '2007-07-01',
    titleCn: '生活饮用水卫生标准',
    scope: '生活饮用水卫生标准的前一版本，已由 GB 5749-2022 代替。',
  },
  {
    number: 'GB/T 5750.8-2023', field: '饮用水', status: '现行', issuedBy: BODY.samrSac, issuedOn: '2023-03-17', effectiveOn: '2023-10-01',
    titleCn: '生活饮用水标准检验方法 第8部分：有机物指标', titleEn: 'Standard examination methods for drinking water—Part 8: Organic indices',
    scope: '规定生活饮用水及水源水中挥发性和半挥发性有机物、农药等有机物指标的检验方法，多为气相色谱、气相色谱-质谱和液相色谱法。',
    materials: [TOLUENE],
  },
  {
    number: 'GB/T 5750.10-2023', field: '饮用水', status: '现行', issuedBy: BODY.samrSac, issuedOn: '2023-03-17', effectiveOn: '2023-10-01',
    titleCn: '生活饮用水标准检验方法 第10部分：消毒副产物指标', titleEn: 'Standard examination methods for drinking water—Part 10: Disinfection by-products indices',
    scope: '规定三卤甲烷、卤乙酸、亚氯酸盐、溴酸盐等消毒副产物指标的检验方法。',
    materials: [CHLOROFORM],
  },
  {
    number: 'GB 3838-2002', field: '环境监测', status: '现行', issuedBy: BODY.sepaAqsiq, issuedOn: '2002-04-28', effectiveOn: '2002-06-01',
    titleCn: '地表水环境质量标准', titleEn: 'Environmental quality standards for surface water',
    scope: '按使用功能将地表水分为五类，规定基本项目、集中式生活饮用水地表水源地补充项目和特定项目的标准限值及分析方法。',
    materials: VOCS,
  },
  {
    number: 'GB/T 14848-2017', field: '环境监测', status: '现行', issuedBy: BODY.aqsiqSac,
    titleCn: '地下水质量标准', titleEn: 'Standard for groundwater quality',
    scope: '将地下水质量分为五类，规定常规指标和非常规指标（含多种挥发性有机物）的限值及监测评价要求。',
    materials: VOCS,
  },
  {
    number: 'GB 36600-2018', field: '环境监测', status: '现行', issuedBy: BODY.meeSamr, issuedOn: '2018-06-22', effectiveOn: '2018-08-01',
    titleCn: '土壤环境质量 建设用地土壤污染风险管控标准（试行）', titleEn: 'Soil environmental quality—Risk control standard for soil contamination of development land',
    scope: '规定建设用地土壤中重金属、挥发性和半挥发性有机物等污染物的风险筛选值和管制值，以及监测和实施要求。',
    materials: VOCS,
  },
  {
    number: 'GB 15618-2018', field: '环境监测', status: '现行', issuedBy: BODY.meeSamr, issuedOn: '2018-06-22', effectiveOn: '2018-08-01',
    titleCn: '土壤环境质量 农用地土壤污染风险管控标准（试行）', titleEn: 'Soil environmental quality—Risk control standard for soil contamination of agricultural land',
    scope: '规定农用地土壤中镉、汞、砷、铅、铬等污染物的风险筛选值和管制值，以及监测和实施要求。',
  },
  {
    number: 'HJ 639-2012', field: '环境监测', status: '现行', issuedBy: BODY.mep,
    titleCn: '水质 挥发性有机物的测定 吹扫捕集/气相色谱-质谱法', titleEn: 'Water quality—Determination of volatile organic compounds—Purge and trap/GC-MS',
    scope: '规定用吹扫捕集富集、气相色谱-质谱测定地表水、地下水、废水等水样中数十种挥发性有机物的方法，以内标法定量。',
    materials: VOCS,
  },
  {
    number: 'HJ 686-2014', field: '环境监测', status: '现行', issuedBy: BODY.mep,
    titleCn: '水质 挥发性有机物的测定 吹扫捕集/气相色谱法',
    scope: '规定用吹扫捕集、气相色谱测定水中挥发性有机物的方法，适用于不配备质谱的实验室。',
  },
  {
    number: 'HJ 810-2016', field: '环境监测', status: '现行', issuedBy: BODY.mep,
    titleCn: '水质 挥发性有机物的测定 顶空/气相色谱-质谱法',
    scope: '规定用静态顶空进样、气相色谱-质谱测定水中挥发性有机物的方法。',
    materials: VOCS,
  },
  {
    number: 'HJ 605-2011', field: '环境监测', status: '现行', issuedBy: BODY.mep,
    titleCn: '土壤和沉积物 挥发性有机物的测定 吹扫捕集/气相色谱-质谱法',
    scope: '规定用吹扫捕集、气相色谱-质谱测定土壤和沉积物中挥发性有机物的方法，是建设用地土壤调查的常用方法。',
    materials: VOCS,
  },
  {
    number: 'HJ 642-2013', field: '环境监测', status: '现行', issuedBy: BODY.mep,
    titleCn: '土壤和沉积物 挥发性有机物的测定 顶空/气相色谱-质谱法',
    scope: '规定用顶空进样、气相色谱-质谱测定土壤和沉积物中挥发性有机物的方法。',
    materials: VOCS,
  },
  {
    number: 'HJ 644-2013', field: '环境监测', status: '现行', issuedBy: BODY.mep,
    titleCn: '环境空气 挥发性有机物的测定 吸附管采样-热脱附/气相色谱-质谱法',
    scope: '规定用吸附管采集环境空气、热脱附进样、气相色谱-质谱测定挥发性有机物的方法。',
    materials: [TOLUENE],
  },
  {
    number: 'HJ 809-2016', field: '环境监测', status: '现行', issuedBy: BODY.mep,
    titleCn: '水质 亚硝胺类化合物的测定 气相色谱法',
    scope: '规定用固相萃取富集、气相色谱测定水中 N-亚硝基二甲胺、N-亚硝基二乙胺等亚硝胺类化合物的方法。',
    materials: [
      { nameCn: 'N-亚硝基二甲胺', nameEn: 'N-Nitrosodimethylamine', cas: '62-75-9', product: 'RM-X001' },
      { nameCn: 'N-亚硝基二乙胺', nameEn: 'N-Nitrosodiethylamine', cas: '55-18-5', product: 'RM-X002' },
    ],
  },
  {
    number: 'HJ 834-2017', field: '环境监测', status: '现行', issuedBy: BODY.mep,
    titleCn: '土壤和沉积物 半挥发性有机物的测定 气相色谱-质谱法',
    scope: '规定用溶剂提取、净化后气相色谱-质谱测定土壤和沉积物中多环芳烃、酚类、硝基苯类、邻苯二甲酸酯等半挥发性有机物的方法。',
  },
  {
    number: 'HJ 478-2009', field: '环境监测', status: '现行', issuedBy: BODY.mep,
    titleCn: '水质 多环芳烃的测定 液液萃取和固相萃取高效液相色谱法',
    scope: '规定用液液萃取或固相萃取、高效液相色谱（紫外和荧光检测）测定水中十六种多环芳烃的方法。',
    materials: [{ nameCn: '苯并[a]芘', nameEn: 'Benzo[a]pyrene', cas: '50-32-8' }],
  },
  {
    number: 'HJ 699-2014', field: '环境监测', status: '现行', issuedBy: BODY.mep,
    titleCn: '水质 有机氯农药和氯苯类化合物的测定 气相色谱-质谱法',
    scope: '规定用萃取、净化和气相色谱-质谱测定水中有机氯农药和氯苯类化合物的方法。',
  },
  {
    number: 'HJ 716-2014', field: '环境监测', status: '现行', issuedBy: BODY.mep,
    titleCn: '水质 硝基苯类化合物的测定 气相色谱-质谱法',
    scope: '规定用萃取、气相色谱-质谱测定水中硝基苯、硝基甲苯、硝基氯苯等硝基苯类化合物的方法。',
  },
  {
    number: 'HJ 676-2013', field: '环境监测', status: '现行', issuedBy: BODY.mep,
    titleCn: '水质 酚类化合物的测定 液液萃取/气相色谱法',
    scope: '规定用液液萃取、气相色谱测定水中苯酚、氯酚、硝基酚等酚类化合物的方法。',
  },
  {
    number: 'HJ 168-2020', field: '环境监测', status: '现行', issuedBy: BODY.mee,
    titleCn: '环境监测分析方法标准制订技术导则',
    scope: '规定环境监测分析方法标准制订的程序及检出限、测定下限、精密度、正确度等方法特性指标的确定要求。',
  },
  {
    number: 'HJ 630-2011', field: '环境监测', status: '现行', issuedBy: BODY.mep,
    titleCn: '环境监测质量管理技术导则',
    scope: '规定环境监测机构质量管理体系、人员、设备、标准物质和质量控制措施的要求。',
  },
  {
    number: 'HJ 164-2020', field: '环境监测', status: '现行', issuedBy: BODY.mee, replaces: ['HJ/T 164-2004'],
    titleCn: '地下水环境监测技术规范',
    scope: '规定地下水监测点布设、采样、样品保存运输、分析测试和质量保证与质量控制的技术要求。',
  },
  {
    number: 'HJ/T 164-2004', field: '环境监测', status: '废止',
    titleCn: '地下水环境监测技术规范',
    scope: '地下水监测技术规范的前一版本，已由 HJ 164-2020 代替。',
  },
  {
    number: 'HJ 91.1-2019', field: '环境监测', status: '现行', issuedBy: BODY.mee,
    titleCn: '污水监测技术规范',
    scope: '规定污水监测的点位设置、采样频次、样品保存、分析方法选择及质量保证与质量控制要求。',
  },
];
