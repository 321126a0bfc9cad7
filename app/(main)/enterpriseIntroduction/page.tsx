import type { Metadata } from 'next';
import Link from 'next/link';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import { absoluteUrl, jsonLdText, pageMetadata } from '@/components/catalogue/seo';
import ContactSection from '@/components/company/ContactSection';
import styles from '@/components/company/company.module.scss';
import { COMPANY_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { site } from '@/lib/site';

/** Rendered per request (reads ?type=1; the shop's header reads the mall API). */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({ title: M.companyTitle, description: M.companyDescription(site.name, site.company), path: routes.enterpriseIntroduction });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /enterpriseIntroduction: who runs the shop, what it sells and how it serves; ?type=1 (关于我们 › 联系我们) scrolls to and highlights the contact section. */
export default async function EnterpriseIntroductionPage({ searchParams }: Props) {
  const q = await searchParams;
  const highlight = (Array.isArray(q.type) ? q.type[0] : q.type) === '1';
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.company,
    alternateName: site.name,
    url: absoluteUrl(routes.home),
    email: site.email,
    telephone: site.hotline,
    address: { '@type': 'PostalAddress', streetAddress: site.address, addressCountry: 'CN' },
    contactPoint: { '@type': 'ContactPoint', telephone: site.hotline, email: site.email, contactType: 'customer service', availableLanguage: 'zh-CN' },
  };
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: M.companyTitle }]} />
      <h1 className={styles.title}>{M.companyTitle}</h1>
      <p className={styles.lead}>
        {site.name}（{site.slogan}）由{site.company}运营，面向药品研发与质量控制、检验检测、食品安全和科研院所的实验室，在线销售化学标准物质。
      </p>
      <section className={styles.section} aria-labelledby="what">
        <h2 id="what">{M.companyWhat}</h2>
        <ul>
          <li>
            六大类商品：对照品、药物杂质、中间体、亚硝胺杂质、同位素标记物和质控样品，可按分类、品牌、CAS号、名称或结构式（子结构、相似度、精确匹配）查找，见
            <Link href={routes.productCenter}>产品中心</Link>。
          </li>
          <li>
            药典方法与国家标准：收录中国药典、美国药典、欧洲药典和日本药局方的方法及其所需标准品，见<Link href={routes.methods}>药典方法</Link>与
            <Link href={routes.standards}>标准查询</Link>。
          </li>
          <li>
            每个批次提供分析证书（COA），有危险性数据的商品提供安全技术说明书（MSDS），可在<Link href={routes.downloadCenter}>下载中心</Link>查询下载。
          </li>
          <li>
            技术服务：<Link href={routes.intermediateSynthesis}>中间体合成</Link>、<Link href={routes.preparativeSeparation}>制备分离</Link>与定制合成。
          </li>
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="how">
        <h2 id="how">{M.companyHow}</h2>
        <ul>
          <li>登录方式：手机验证码、账号密码与微信扫码；未登录可浏览商品和加入购物车，价格登录后显示。</li>
          <li>付款方式：支付宝、对公转账（上传转账凭证后核对入账）；符合条件的企业客户可申请账期支付。</li>
          <li>发票：个人普通发票、企业普通发票与增值税专用发票，下单时选择；批量采购可提交询价单，由我们报价。</li>
          <li>易制毒、易制爆与危险化学品须先完成实名认证；易制毒、易制爆商品另需上传购买许可与用途说明，订单经审核后发货。</li>
          <li>按每种商品的储存条件发货（常温、冰袋或干冰运输）；收货后可在线申请售后。</li>
        </ul>
      </section>
      <ContactSection highlight={highlight} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
    </div>
  );
}
