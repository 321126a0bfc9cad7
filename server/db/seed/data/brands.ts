import type { SeedBrand } from './types';

/**
 * Brands sold in the shop. These are the shop's OWN house brands and invented
 * partner labels — fictional names, deliberately not those of real reference
 * standard producers (pharmacopoeias, Sigma-Aldrich, LGC, TRC, etc.).
 */
export const brands: SeedBrand[] = [
  {
    key: 'refmall',
    name: 'RefMall 标准品',
    nameEn: 'RefMall Standards',
    country: '中国',
    story:
      'RefMall 标准品是本商城的自有品牌，覆盖解热镇痛、心血管、抗感染、神经精神等常用原料药对照品。每批产品均经 HPLC、核磁、质谱及水分/残留溶剂检测定值，随货提供中英文分析证书（COA）。适用于药品检验、仿制药一致性评价中的定性定量分析与方法验证。',
  },
  {
    key: 'puyuan',
    name: '谱源杂质',
    nameEn: 'PuYuan Impurities',
    country: '中国',
    story:
      '谱源杂质专注于药典收载杂质、工艺杂质与降解杂质的定制合成和结构确证。产品按欧洲药典、美国药典及中国药典杂质命名标注，提供 1H-NMR、MS、HPLC 谱图和纯度定值数据。可承接新杂质的结构鉴定与毫克级至克级定制合成。',
  },
  {
    key: 'alpinora',
    name: '阿尔皮诺对照',
    nameEn: 'Alpinora Reference',
    country: '瑞士',
    story:
      'Alpinora Reference 是本商城在欧洲的合作贴牌线，主要供应按欧洲药典杂质字母编号整理的系统适用性和定位用杂质对照品。产品在瑞士完成分装与质量放行，由本商城进口报关并在国内冷链仓储发货。',
  },
  {
    key: 'heyuan',
    name: '合源中间体',
    nameEn: 'HeYuan Intermediates',
    country: '中国',
    story:
      '合源中间体提供常见原料药合成路线中的关键起始物料和中间体，如苯并咪唑硫醇、氯甲基吡啶盐酸盐、联苯腈类沙坦中间体等。产品以克级包装为主，适合工艺研究中的杂质溯源、起始物料质量研究和小试放大。',
  },
  {
    key: 'tongbiao',
    name: '同标科技',
    nameEn: 'IsoMark Labs',
    country: '中国',
    story:
      '同标科技生产氘代、13C 标记的稳定同位素内标，用于 LC-MS/MS 与 GC-MS 定量分析中的基质效应校正。产品标示同位素丰度与化学纯度，并提供质谱同位素分布图，适用于生物样本分析、亚硝胺检测和食品药品残留测定。',
  },
  {
    key: 'henxi',
    name: '痕析',
    nameEn: 'TraceNitro',
    country: '中国',
    story:
      '痕析专注于 N-亚硝胺类杂质对照品，覆盖 NDMA、NDEA、NMBA 等 ICH M7 关注的小分子亚硝胺及部分原料药相关亚硝胺。产品以纯品和甲醇/二氯甲烷标准溶液形式供应，配套 GC-MS/MS、LC-MS/MS 检测方法建议。此类物质具有致癌性，仅限具备资质的实验室购买使用。',
  },
  {
    key: 'hengzhun',
    name: '衡准计量',
    nameEn: 'Hengzhun Metrology',
    country: '中国',
    story:
      '衡准计量提供熔点仪校准用标准物质、色谱系统适用性测试物质和食品安全检测用质控样品。产品按计量溯源要求定值，给出特性量值及不确定度，可用于实验室仪器期间核查、能力验证与内部质量控制。',
  },
];
