import { BODY } from './standards-bodies';
import type { SeedStandard } from './types';

/** Chemical-reagent, metrology, chemical-safety and occupational standards: what a QC laboratory works to. */
export const chemicalStandards: SeedStandard[] = [
  {
    number: 'GB/T 601-2016', field: '化学试剂', status: '现行', issuedBy: BODY.aqsiqSac, replaces: ['GB/T 601-2002'],
    titleCn: '化学试剂 标准滴定溶液的制备', titleEn: 'Chemical reagent—Preparations of reference titration solutions',
    scope: '规定酸碱、氧化还原、配位和沉淀滴定所用标准滴定溶液的配制、用工作基准试剂标定及浓度计算与保存，是实验室容量分析的基础。',
    materials: [
      { nameCn: '邻苯二甲酸氢钾', nameEn: 'Potassium hydrogen phthalate', cas: '877-24-7', role: '标定氢氧化钠标准滴定溶液的工作基准试剂' },
      { nameCn: '无水碳酸钠', nameEn: 'Sodium carbonate, anhydrous', cas: '497-19-8', role: '标定盐酸、硫酸标准滴定溶液的工作基准试剂' },
      { nameCn: '草酸钠', nameEn: 'Sodium oxalate', cas: '62-76-0', role: '标定高锰酸钾标准滴定溶液的工作基准试剂' },
      { nameCn: '重铬酸钾', nameEn: 'Potassium dichromate', cas: '7778-50-9', role: '标定硫代硫酸钠标准滴定溶液的工作基准试剂' },
      { nameCn: '氧化锌', nameEn: 'Zinc oxide', cas: '1314-13-2', role: '标定乙二胺四乙酸二钠标准滴定溶液的工作基准试剂' },
      { nameCn: '氯化钠', nameEn: 'Sodium chloride', cas: '7647-14-5', role: '标定硝酸银标准滴定溶液的工作基准试剂' },
      { nameCn: '高锰酸钾', nameEn: 'Potassium permanganate', cas: '7722-64-7', role: '配制高锰酸钾标准滴定溶液', product: 'RM-K010' },
    ],
  },
  {
    number: 'GB/T 601-2002', field: '化学试剂', status: '废止',
    titleCn: '化学试剂 标准滴定溶液的制备', titleEn: 'Chemical reagent—Preparations of standard volumetric solutions',
    scope: '标准滴定溶液制备方法的前一版本，已由 GB/T 601-2016 代替，仅供追溯旧报告时查阅。',
  },
  {
    number: 'GB/T 602-2002', field: '化学试剂', status: '现行',
    titleCn: '化学试剂 杂质测定用标准溶液的制备', titleEn: 'Chemical reagent—Preparations of standard solutions for impurity',
    scope: '规定化学试剂杂质限量检验中所用各种元素和离子标准溶液的配制方法、浓度表示和保存要求。',
  },
  {
    number: 'GB/T 603-2002', field: '化学试剂', status: '现行',
    titleCn: '化学试剂 试验方法中所用制剂及制品的制备', titleEn: 'Chemical reagent—Preparations of reagent solutions for use in test methods',
    scope: '规定化学试剂检验方法中所用指示液、缓冲溶液、试液等制剂及试纸等制品的配制方法。',
  },
  {
    number: 'GB/T 6682-2008', field: '化学试剂', status: '现行', issuedBy: BODY.aqsiqSac,
    titleCn: '分析实验室用水规格和试验方法', titleEn: 'Water for analytical laboratory use—Specification and test methods',
    scope: '将分析实验室用水分为一级、二级、三级，规定各级水的技术指标、制备与贮存要求和检验方法。',
  },
  {
    number: 'GB/T 9724-2007', field: '化学试剂', status: '现行', issuedBy: BODY.aqsiqSac,
    titleCn: '化学试剂 pH值测定通则', titleEn: 'Chemical reagent—General rules for the determination of pH',
    scope: '规定用酸度计以电位法测定化学试剂水溶液 pH 值的通用方法，包括仪器校准用的 pH 标准缓冲溶液。',
  },
  {
    number: 'GB/T 9725-2007', field: '化学试剂', status: '现行', issuedBy: BODY.aqsiqSac,
    titleCn: '化学试剂 电位滴定法通则', titleEn: 'Chemical reagent—General rules for potentiometric titration',
    scope: '规定以电极电位突跃确定滴定终点的通用方法，适用于化学试剂主含量和杂质的电位滴定。',
  },
  {
    number: 'GB/T 606-2003', field: '化学试剂', status: '现行',
    titleCn: '化学试剂 水分测定通用方法 卡尔·费休法', titleEn: 'Chemical reagent—General method for the determination of water—Karl Fischer method',
    scope: '规定用卡尔·费休试剂以容量法测定化学试剂中水分的通用方法，包括试剂的标定。',
  },
  {
    number: 'GB/T 617-2006', field: '化学试剂', status: '现行', issuedBy: BODY.aqsiqSac,
    titleCn: '化学试剂 熔点范围测定通用方法', titleEn: 'Chemical reagent—General method for the determination of melting range',
    scope: '规定用毛细管法测定有机化学试剂熔点范围的通用方法，包括装置与温度计的校正。',
  },
  {
    number: 'GB/T 16631-2008', field: '化学试剂', status: '现行', issuedBy: BODY.aqsiqSac,
    titleCn: '高效液相色谱法通则', titleEn: 'General rules for high performance liquid chromatography',
    scope: '规定高效液相色谱分析的术语、仪器、系统适用性、定性定量方法及结果表述的一般要求。',
  },
  {
    number: 'JJF 1343-2022', field: '计量', status: '现行', issuedBy: BODY.samr, replaces: ['JJF 1343-2012'],
    titleCn: '标准物质的定值及均匀性、稳定性评估', titleEn: 'Characterization and assessment of homogeneity and stability of reference materials',
    scope: '规定标准物质研制中定值方式、均匀性检验、稳定性考察及其不确定度合成的技术要求，是对照品定值证书的依据。',
  },
  {
    number: 'JJF 1343-2012', field: '计量', status: '废止',
    titleCn: '标准物质定值的通用原则及统计学原理',
    scope: '标准物质定值原则的前一版本，已由 JJF 1343-2022 代替。',
  },
  {
    number: 'JJF 1005-2016', field: '计量', status: '现行', issuedBy: BODY.aqsiq,
    titleCn: '标准物质通用术语和定义', titleEn: 'General terms and definitions of reference materials',
    scope: '统一标准物质、有证标准物质、特性值、计量溯源性等术语的含义，供标准物质研制、使用和证书编写引用。',
  },
  {
    number: 'JJF 1186-2018', field: '计量', status: '现行', issuedBy: BODY.samr,
    titleCn: '标准物质证书和标签要求', titleEn: 'Requirements for certificates and labels of reference materials',
    scope: '规定标准物质证书和标签应给出的信息，如特性量值及不确定度、溯源性声明、有效期、储存和使用说明。',
  },
  {
    number: 'JJF 1059.1-2012', field: '计量', status: '现行', issuedBy: BODY.aqsiq,
    titleCn: '测量不确定度评定与表示', titleEn: 'Evaluation and expression of uncertainty in measurement',
    scope: '规定测量不确定度的 A 类、B 类评定、合成与扩展不确定度的表示方法，适用于检测结果和标准物质定值。',
  },
  {
    number: 'JJF 1507-2015', field: '计量', status: '现行', issuedBy: BODY.aqsiq,
    titleCn: '标准物质的选择与应用', titleEn: 'Selection and use of reference materials',
    scope: '指导实验室按用途（校准、方法确认、质量控制）选择合适的标准物质，并正确使用和评价其结果。',
  },
  {
    number: 'GB 13690-2009', field: '化学品安全', status: '现行', issuedBy: BODY.aqsiqSac,
    titleCn: '化学品分类和危险性公示 通则', titleEn: 'General rule for classification and hazard communication of chemicals',
    scope: '按 GHS 规定化学品物理危险、健康危害和环境危害的分类及标签、安全技术说明书等危险性公示要素。',
  },
  {
    number: 'GB 15258-2009', field: '化学品安全', status: '现行', issuedBy: BODY.aqsiqSac,
    titleCn: '化学品安全标签编写规定', titleEn: 'General rules for preparation of precautionary label for chemicals',
    scope: '规定化学品安全标签的内容（象形图、信号词、危险性说明、防范说明等）、格式和制作要求。',
  },
  {
    number: 'GB/T 16483-2008', field: '化学品安全', status: '现行', issuedBy: BODY.aqsiqSac,
    titleCn: '化学品安全技术说明书 内容和项目顺序', titleEn: 'Safety data sheet for chemical products—Content and order of sections',
    scope: '规定化学品安全技术说明书（SDS）的十六个部分及其顺序和每部分应包含的信息。',
  },
  {
    number: 'GB/T 17519-2013', field: '化学品安全', status: '现行', issuedBy: BODY.aqsiqSac,
    titleCn: '化学品安全技术说明书编写指南', titleEn: 'Guidance on the compilation of safety data sheet for chemical products',
    scope: '对 SDS 各部分的具体填写方法给出指导，配合 GB/T 16483 使用。',
  },
  {
    number: 'GB 30000.7-2013', field: '化学品安全', status: '现行', issuedBy: BODY.aqsiqSac,
    titleCn: '化学品分类和标签规范 第7部分：易燃液体', titleEn: 'Rules for classification and labelling of chemicals—Part 7: Flammable liquids',
    scope: '按闪点和初沸点将易燃液体分为四个类别，并给出各类别的标签要素；残留溶剂对照品的运输和储存据此分类。',
  },
  {
    number: 'GB 30000.18-2013', field: '化学品安全', status: '现行', issuedBy: BODY.aqsiqSac,
    titleCn: '化学品分类和标签规范 第18部分：急性毒性', titleEn: 'Rules for classification and labelling of chemicals—Part 18: Acute toxicity',
    scope: '按经口、经皮和吸入途径的急性毒性估计值将化学品分为五个类别，并给出各类别的标签要素。',
  },
  {
    number: 'GB 6944-2012', field: '化学品安全', status: '现行', issuedBy: BODY.aqsiqSac,
    titleCn: '危险货物分类和品名编号', titleEn: 'Classification and code of dangerous goods',
    scope: '规定危险货物的九个类别及项别、划分原则和品名编号方法，是危险品运输分类的依据。',
  },
  {
    number: 'GB 12268-2012', field: '化学品安全', status: '现行', issuedBy: BODY.aqsiqSac,
    titleCn: '危险货物品名表', titleEn: 'List of dangerous goods',
    scope: '列出危险货物的联合国编号、名称、类别、次要危险性和包装类别，用于确定运输条件。',
  },
  {
    number: 'GB 190-2009', field: '化学品安全', status: '现行', issuedBy: BODY.aqsiqSac,
    titleCn: '危险货物包装标志', titleEn: 'Packing symbol of dangerous goods',
    scope: '规定危险货物包装件上标记和标签的图形、颜色、尺寸及粘贴位置。',
  },
  {
    number: 'GBZ 2.1-2019', field: '职业卫生', status: '现行', issuedBy: BODY.nhc,
    titleCn: '工作场所有害因素职业接触限值 第1部分：化学有害因素', titleEn: 'Occupational exposure limits for hazardous agents in the workplace—Part 1: Chemical hazardous agents',
    scope: '规定工作场所空气中化学有害因素的时间加权平均容许浓度、短时间接触容许浓度和最高容许浓度，常用有机溶剂均在其列。',
    materials: [
      { nameCn: '甲苯', nameEn: 'Toluene', cas: '108-88-3', product: 'RM-K020' },
      { nameCn: '丙酮', nameEn: 'Acetone', cas: '67-64-1', product: 'RM-K021' },
      { nameCn: '乙醚', nameEn: 'Diethyl ether', cas: '60-29-7', product: 'RM-K022' },
      { nameCn: '三氯甲烷', nameEn: 'Chloroform', cas: '67-66-3', product: 'RM-K023' },
    ],
  },
];
