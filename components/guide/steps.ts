import { routes } from '@/lib/routes';

/** The header element a step points at: `data-guide="<id>"` (set through guideAnchorFor or directly). */
export type GuideAnchor = 'products' | 'methods' | 'standards' | 'data' | 'custom' | 'certificates' | 'quickOrder';

export interface GuideStep {
  anchor: GuideAnchor;
  title: string;
  text: string;
}

/**
 * SPEC §2: the seven steps of the first-visit guide, in order. Each says what the header entry really
 * leads to in this shop (docs/adr/0017-storefront-chrome.md).
 */
export const GUIDE_STEPS: readonly GuideStep[] = [
  {
    anchor: 'products',
    title: '产品中心',
    text: '按分类浏览对照品、标准品、药物杂质与中间体；鼠标移到这里可展开三级分类菜单，列表可按品牌、规格、货期筛选。',
  },
  {
    anchor: 'methods',
    title: '药典方法',
    text: '查阅中国药典、美国药典、欧洲药典和日本药局方的检验方法，并直接找到每个方法所需的标准品。',
  },
  {
    anchor: 'standards',
    title: '法规标准',
    text: '按标准号检索食品安全、环境监测、化学试剂等国家标准与行业标准，查看标准要求的标准物质及本店在售商品。',
  },
  {
    anchor: 'data',
    title: '行业数据',
    text: '在搜索类型中选择“数据”，按名称、CAS 号或标准号检索化合物数据记录（结构、计算性质、GHS 分类）与法规标准。',
  },
  {
    anchor: 'custom',
    title: '定制产品',
    text: '目录中没有的化合物可提交定制合成需求：画出结构或填写 SMILES、CAS 号、名称，注明数量、纯度与所需检测文件，登录后提交。',
  },
  {
    anchor: 'certificates',
    title: '证书下载',
    text: '按批号下载产品的 COA 检验报告，查阅 MSDS 安全技术说明书，下载产品目录。',
  },
  {
    anchor: 'quickOrder',
    title: '快速下单',
    text: '已知货号和规格时，可成批粘贴或上传表格（xlsx、csv、txt）一次加入购物车，登录后使用。',
  },
];

const ANCHOR_BY_HREF: Record<string, GuideAnchor> = {
  [routes.productCenter]: 'products',
  [routes.methods]: 'methods',
  [routes.standards]: 'standards',
  [routes.customizedServices]: 'custom',
  [routes.downloadCenter]: 'certificates',
  [routes.quickOrder]: 'quickOrder',
};

/** The `data-guide` value of a header link, or undefined: the navigation lists stay free of guide details. */
export const guideAnchorFor = (href: string): GuideAnchor | undefined => ANCHOR_BY_HREF[href];
