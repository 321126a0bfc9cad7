import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import { jsonLdText, absoluteUrl } from '@/components/catalogue/seo';
import AntdScope from '@/components/ui/AntdScope';
import type { ServiceKind } from '@/lib/api/contract/service-request';
import type { ServiceContent } from '@/lib/company/content';
import { COMPANY_MSG as M } from '@/lib/messages';
import { site } from '@/lib/site';
import ServiceInquiryForm from './ServiceInquiryForm';
import styles from './company.module.scss';

/** A service page (中间体合成, 制备分离): what we do, how, what you receive, and the inquiry form; JSON-LD Service. */
export default function ServicePage({ kind, title, description, path, content }: { kind: ServiceKind; title: string; description: string; path: string; content: ServiceContent }) {
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: title,
    description,
    url: absoluteUrl(path),
    areaServed: 'CN',
    provider: { '@type': 'Organization', name: site.company, telephone: site.hotline, email: site.email },
  };
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: title }]} />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{description}</p>
      <section className={styles.section} aria-labelledby="svc-cap">
        <h2 id="svc-cap">{M.capabilities}</h2>
        <ul>
          {content.capabilities.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="svc-process">
        <h2 id="svc-process">{M.process}</h2>
        <ol>
          {content.process.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ol>
      </section>
      <section className={styles.section} aria-labelledby="svc-deliver">
        <h2 id="svc-deliver">{M.deliverables}</h2>
        <ul>
          {content.deliverables.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="svc-form">
        <h2 id="svc-form">{M.formTitle}</h2>
        <p>{M.formLead}</p>
        <AntdScope>
          <ServiceInquiryForm kind={kind} />
        </AntdScope>
      </section>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
    </div>
  );
}
