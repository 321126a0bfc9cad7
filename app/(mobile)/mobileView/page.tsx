import type { Metadata } from 'next';
import { LogoMark } from '@/components/layout/header/Logo';
import { SUPPORT_HOURS } from '@/lib/constants';
import { MSG } from '@/lib/messages';
import { ICP_LOOKUP_URL, site, telHref } from '@/lib/site';
import DesktopUrl from './DesktopUrl';
import styles from './mobile.module.scss';

export const metadata: Metadata = { title: MSG.mobileTitle };

const OFFER = ['化学对照品 / 标准品', '药物杂质与代谢物', '医药中间体', '定制合成与制备分离'];

/** SPEC §2: phones and narrow screens land here. Static: no API call, no desktop chrome. */
export default function MobileViewPage() {
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <LogoMark size={52} />
        <h1>{site.name}</h1>
        <p>{site.slogan}</p>
      </header>

      <section className={styles.card}>
        <h2>{MSG.mobileAboutTitle}</h2>
        <p>{site.name}是面向药企、CRO 与检测实验室的标准物质采购平台，每批产品附 COA 证书，支持在线询价、下单与企业账期。</p>
        <ul className={styles.tags}>
          {OFFER.map((o) => (
            <li key={o}>{o}</li>
          ))}
        </ul>
      </section>

      <section className={styles.card}>
        <h2>{MSG.mobileDesktopTitle}</h2>
        <p>{MSG.mobileDesktopText}</p>
        <DesktopUrl />
      </section>

      <section className={styles.card}>
        <h2>{MSG.mobileContactTitle}</h2>
        <a className={styles.call} href={telHref(site.hotline)}>
          {MSG.callHotline} {site.hotline}
        </a>
        <dl className={styles.contact}>
          <dt>{MSG.hoursShort}</dt>
          <dd>{SUPPORT_HOURS}</dd>
          <dt>{MSG.wechatShort}</dt>
          <dd>{MSG.searchWechat(site.wechat)}</dd>
          <dt>QQ</dt>
          <dd>{site.qq}</dd>
          <dt>{MSG.emailShort}</dt>
          <dd>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </dd>
        </dl>
      </section>

      <footer className={styles.foot}>
        <p className={styles.notice}>{MSG.researchOnly}</p>
        <p>
          © {new Date().getFullYear()} {site.company}
        </p>
        <p>
          <a href={ICP_LOOKUP_URL} target="_blank" rel="noopener noreferrer">
            {site.icp}
          </a>
        </p>
      </footer>
    </div>
  );
}
