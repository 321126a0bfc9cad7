import type { Metadata } from 'next';
import Link from 'next/link';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import { pageMetadata } from '@/components/catalogue/seo';
import styles from '@/components/company/company.module.scss';
import { CERTIFICATE_FACTS, TECHNIQUES } from '@/lib/company/content';
import { COMPANY_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';

/** Rendered per request, never at `next build` (the shop's header reads the mall API). */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({ title: M.technicalTitle, description: M.technicalDescription, path: routes.technical });

/** /technical (关于我们 › 技术实力): the characterisation we provide and what our certificates state. */
export default function TechnicalPage() {
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: M.technicalTitle }]} />
      <h1 className={styles.title}>{M.technicalTitle}</h1>
      <p className={styles.lead}>
        每一批商品在发货前完成鉴别与纯度检验，检验项目写在该批的分析证书上；下表列出我们使用的分析技术、各自的用途，以及它们在证书中如何体现。需要额外谱图时，可在
        <Link href={routes.intermediateSynthesis}>中间体合成</Link>或询价时注明。
      </p>
      <section className={styles.section} aria-labelledby="tech-methods">
        <h2 id="tech-methods">分析仪器与表征项目</h2>
        <table className={styles.table}>
          <caption className="visually-hidden">分析仪器与表征项目</caption>
          <thead>
            <tr>
              <th scope="col">分析技术</th>
              <th scope="col">用途</th>
              <th scope="col">在分析证书中</th>
            </tr>
          </thead>
          <tbody>
            {TECHNIQUES.map((t) => (
              <tr key={t.name}>
                <th scope="row">{t.name}</th>
                <td>{t.what}</td>
                <td>{t.onCoa}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className={styles.section} aria-labelledby="tech-certs">
        <h2 id="tech-certs">证书与资料</h2>
        <ul>
          {CERTIFICATE_FACTS.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        <p className={styles.links}>
          <Link className={styles.button} href={routes.downloadCoa}>
            {M.coaCardLink}
          </Link>
          <Link className={styles.button} href={routes.downloadCenter}>
            {M.downloadTitle}
          </Link>
        </p>
      </section>
    </div>
  );
}
