/** Who issues a generated document: the shop as the storefront shows it. */
export interface ShopIdentity {
  name: string;
  company: string;
  address: string;
  hotline: string;
  email: string;
}

const read = (value: string | undefined, fallback: string) => value?.trim() || fallback;

/**
 * The same settings and defaults as the storefront's lib/site.ts (which server code may not import):
 * an operator sets NEXT_PUBLIC_SITE_* once and both the pages and the certificates name the shop alike
 * (tests/unit/document-shop.test.ts keeps the defaults equal).
 */
export const shopIdentity = (env: Record<string, string | undefined> = process.env): ShopIdentity => ({
  name: read(env.NEXT_PUBLIC_SITE_NAME, '标准品商城'),
  company: read(env.NEXT_PUBLIC_SITE_COMPANY, '上海瑞孚迈科技有限公司'),
  address: read(env.NEXT_PUBLIC_SITE_ADDRESS, '上海市浦东新区张江高科技园区'),
  hotline: read(env.NEXT_PUBLIC_SITE_HOTLINE, '400-820-1990'),
  email: read(env.NEXT_PUBLIC_SITE_EMAIL, 'service@refmall.cn'),
});

export const SHOP: ShopIdentity = shopIdentity();
