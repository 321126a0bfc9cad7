import type { Metadata } from 'next';
import { site } from '@/lib/site';
import Agreement from './Agreement';
import Privacy from './Privacy';
import { AGREEMENT_SECTIONS, EFFECTIVE_DATE, PRIVACY_SECTIONS } from './sections';
import styles from './legal.module.scss';

export const agreementMetadata: Metadata = {
  title: '用户协议与隐私政策',
  description: `${site.name}用户协议与隐私政策：账号规则、科研用途限制、订单与发票、个人信息的收集使用与保护。`,
};

/** /agreementPrivacy: the user agreement and the data privacy statement (SPEC §2), linked from every login form. */
export default function AgreementPrivacy() {
  return (
    <div className={styles.page}>
      {/* The contents come before the document's h1: a label, not a heading (the nav is named by it). */}
      <nav className={styles.toc} aria-label="目录">
        <p className={styles.tocTitle}>目录</p>
        <a href="#agreement" className={styles.tocGroup}>
          用户协议
        </a>
        <ol>
          {AGREEMENT_SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ol>
        <a href="#privacy" className={styles.tocGroup}>
          隐私政策
        </a>
        <ol>
          {PRIVACY_SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <article className={styles.doc}>
        <h1>{site.name}用户协议与隐私政策</h1>
        <p className={styles.meta}>
          运营者：{site.company}　　更新日期：{EFFECTIVE_DATE}　　生效日期：{EFFECTIVE_DATE}
        </p>
        <p className={styles.summary}>
          摘要：本平台所售产品仅供科学研究使用；您以手机号注册和登录，我们仅为提供账号、交易、配送、开票和安全保障收集必要的个人信息，不出售您的信息，您可以随时查阅、更正、删除个人信息或注销账号。
        </p>
        <Agreement />
        <Privacy />
      </article>
    </div>
  );
}
