import { SUPPORT_HOURS } from './constants';

/**
 * The shop's identity as shown in the header, footer, side bar and mobile page.
 *
 * An operator sets every value through the environment at build time (see .env.example): the
 * NEXT_PUBLIC_ prefix makes Next inline them into both the server and the browser bundles, so each
 * variable must be spelled out literally below. The defaults describe the reference deployment;
 * a real operator replaces the contact data and the filing numbers with its own.
 */
const read = (value: string | undefined, fallback: string) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
};

export const site = {
  name: read(process.env.NEXT_PUBLIC_SITE_NAME, '标准品商城'),
  /** The operator of the shop (copyright line, filing owner). */
  company: read(process.env.NEXT_PUBLIC_SITE_COMPANY, '上海瑞孚迈科技有限公司'),
  slogan: read(process.env.NEXT_PUBLIC_SITE_SLOGAN, '对照品 · 杂质 · 中间体 一站式采购平台'),
  hotline: read(process.env.NEXT_PUBLIC_SITE_HOTLINE, '400-820-1990'),
  email: read(process.env.NEXT_PUBLIC_SITE_EMAIL, 'service@refmall.cn'),
  qq: read(process.env.NEXT_PUBLIC_SITE_QQ, '800182036'),
  /** When the hotline and online service answer (the contact section of /enterpriseIntroduction, the maintenance page): SPEC §9's hours by default. */
  hours: read(process.env.NEXT_PUBLIC_SITE_HOURS, `${SUPPORT_HOURS}（法定节假日除外）`),
  /** The WeChat service account's name (searchable in WeChat). */
  wechat: read(process.env.NEXT_PUBLIC_SITE_WECHAT, '标准品商城服务号'),
  /**
   * The WeChat service account's QR link (https://weixin.qq.com/r/… as WeChat's admin console shows it).
   * Empty by default: the side bar then shows the account name in text rather than an invented code.
   */
  wechatQrUrl: read(process.env.NEXT_PUBLIC_SITE_WECHAT_QR_URL, ''),
  address: read(process.env.NEXT_PUBLIC_SITE_ADDRESS, '上海市浦东新区张江高科技园区'),
  /** ICP filing number, linked to the MIIT filing site. */
  icp: read(process.env.NEXT_PUBLIC_SITE_ICP, '沪ICP备2024061537号-1'),
  /** Public-security filing (公安备案) number, e.g. 沪公网安备 31011502000000号. */
  psb: read(process.env.NEXT_PUBLIC_SITE_PSB, '沪公网安备31011502020431号'),
  englishSiteUrl: read(process.env.NEXT_PUBLIC_SITE_ENGLISH_URL, 'https://en.refmall.cn'),
} as const;

export type Site = typeof site;

/** Digits of the 公安 filing number, used to link to its record on the filing site. */
export const psbRecordCode = (psb: string) => psb.replace(/\D/g, '');

export const ICP_LOOKUP_URL = 'https://beian.miit.gov.cn/';
export const psbLookupUrl = (psb: string) => `https://beian.mps.gov.cn/#/query/webSearch?code=${psbRecordCode(psb)}`;

/** `tel:` link for a hotline written with dashes or spaces. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
