/**
 * The text of the company and service pages, in one place. It describes what this shop really
 * does, as coded: the COA tests come from server/documents/coa.ts (coaTests), the MSDS from the recorded GHS
 * data (server/documents/msds.ts), payment methods from PAY_METHOD_TEXT, controlled-chemical verification from
 * the regulatory module. No instrument models, counts or accreditation numbers are claimed.
 */

export interface Technique {
  name: string;
  what: string;
  /** Where it shows up: on every batch's COA (when the specification calls for it) or on request. */
  onCoa: string;
}

/** The characterisation we provide. `onCoa` follows coaTests: identity by ¹H-NMR and MS for organic compounds, purity by the method of the specification. */
export const TECHNIQUES: Technique[] = [
  {
    name: '高效液相色谱（HPLC / UPLC）',
    what: '纯度测定与有关物质检查，面积归一化法定量；手性色谱柱测定对映体过量（ee）。',
    onCoa: '纯度标准以 HPLC 表示的商品，每批COA列出“纯度（HPLC，面积归一化法）”；手性商品另列 ee。',
  },
  {
    name: '核磁共振（¹H-NMR、¹³C-NMR、qNMR）',
    what: '结构确证；定量核磁（qNMR）用于以内标法给出含量。',
    onCoa: '有机化合物的每批COA列出“鉴别：¹H-NMR，应与结构一致”；纯度以 qNMR 表示的商品按 qNMR 列出。¹³C-NMR 谱图可按需提供。',
  },
  {
    name: '质谱（MS / LC-MS）',
    what: '分子量确认与结构鉴别；同位素标记物的同位素丰度测定。',
    onCoa: '有机化合物的每批COA列出“鉴别：MS，应与结构一致”并注明分子量；同位素标记物列出同位素丰度。',
  },
  {
    name: '红外光谱（IR）',
    what: '官能团鉴别，与标准图谱或对照品比对。',
    onCoa: '按需提供：在定制合成或询价时注明需要 IR 谱图。',
  },
  {
    name: '热重分析（TGA）',
    what: '测定挥发性成分（残留溶剂、结晶水）与热稳定性，为“以干燥品 / 无水物计”的含量换算提供依据。',
    onCoa: '按需提供。',
  },
  {
    name: '卡尔·费休水分测定（KF）',
    what: '测定水分，用于含量的无水物换算。',
    onCoa: '按需提供；纯度标准注明“以无水物计”的商品，其含量按水分换算。',
  },
  {
    name: '气相色谱（GC）、滴定、熔点测定',
    what: '挥发性物质的纯度（GC）、基准物质的含量（滴定）、熔点标准品的熔点。',
    onCoa: '纯度标准以 GC 或滴定表示的商品按其方法列出；熔点标准品列出熔点及认定值。',
  },
];

/** What a batch's certificate and the product's MSDS contain (server/documents/coa.ts, msds.ts). */
export const CERTIFICATE_FACTS: string[] = [
  '每个批次一份分析证书（COA）：产品信息（名称、货号、品牌、CAS号、分子式、分子量、规格）、批号、生产日期、有效期或复验期、储存条件。',
  '检验结果表：检验项目、检验方法、标准规定与结果，结论为“本批产品经检验，符合上述标准规定”。',
  '有认定值的标准物质（如熔点标准品）列出认定值及其扩展不确定度（注明包含因子 k），并说明认定值仅在规定储存条件下、有效期内、容器未开启时有效。',
  '安全技术说明书（MSDS）按商品提供，危险性分类、象形图、信号词与危险 / 防范说明来自本商城收录的 GHS 分类数据；未收录危险性数据的商品不提供MSDS。',
  '运营方上传的证书优先于系统生成的证书；证书可在商品详情页或下载中心按批号下载（PDF）。',
];

export interface ServiceContent {
  capabilities: string[];
  process: string[];
  deliverables: string[];
}

export const INTERMEDIATE_SERVICE: ServiceContent = {
  capabilities: [
    '医药中间体、原料药杂质（工艺杂质、降解杂质）及其代谢物的定制合成，合成量按您的需求评估。',
    '根据文献与结构设计合成路线；已有路线时按您的路线合成。',
    '稳定同位素标记（氘代、¹³C、¹⁵N）内标的合成，用于 LC-MS 定量。',
    '亚硝胺类杂质（如 N-亚硝基二甲胺类、药物相关亚硝胺）的合成，用于方法开发与验证。',
    '受控化学品（易制毒、易制爆、危险化学品）按国家规定办理，需购买方提供相应资质与用途证明，本商城下单时同样核验。',
  ],
  process: [
    '提交需求：目标化合物（名称、CAS号或结构式）、数量、纯度、期望交期与需要的资料。',
    '评估与报价：工程师评估路线与可行性，与您联系并给出价格、交期与报价有效期。',
    '确认与合成：确认报价后安排合成，过程中可告知进度。',
    '检测与交付：完成结构确证与纯度检测，随货提供分析证书与约定的谱图，按商品的储存条件运输。',
  ],
  deliverables: ['分析证书（COA）', '¹H-NMR 谱图', 'HPLC 谱图', 'MS 谱图', '按需：¹³C-NMR、IR、TGA、KF 水分数据'],
};

export const PREPARATIVE_SERVICE: ServiceContent = {
  capabilities: [
    '制备液相色谱（反相、正相与手性色谱柱）分离纯化，从反应液、母液、降解样品或复杂混合物中获得目标成分。',
    '杂质的分离富集：为杂质结构鉴定、杂质对照品制备提供足量样品。',
    '对映异构体的手性拆分，给出对映体过量（ee）数据。',
    '分离后的结构确证（NMR、MS）与纯度测定（HPLC）。',
  ],
  process: [
    '提交需求：样品情况（来源、大致组成、目标成分）、需要的量与纯度；可附色谱图或质量标准。',
    '方法开发：先以分析型色谱建立分离条件，评估载样量与收率，再与您联系并报价。',
    '放大制备：按确认的方案制备、浓缩、干燥。',
    '检测与交付：提供纯度与结构确证数据及分析证书。',
  ],
  deliverables: ['分析证书（COA）', 'HPLC 纯度谱图', '结构确证数据（¹H-NMR、MS）', '按需：手性 HPLC（ee）、¹³C-NMR、IR'],
};

/** What quality-control samples are (the /qualityControl landing's first section). */
export const QC_INTRO: string[] = [
  '质控样品是实验室用来检查测量过程是否可靠的标准物质：校准仪器（如熔点仪）、确认色谱系统适用性、在检验中作为对照或加标回收样品，以及作为滴定分析的基准物质。',
  '本商城的质控样品与其他商品一样，每个批次提供分析证书；有认定值的标准物质在证书中列出认定值与不确定度。使用时请在有效期内、按证书规定的储存条件保存。',
];
