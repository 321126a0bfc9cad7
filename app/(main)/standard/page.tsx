import type { Metadata } from 'next';
import Link from 'next/link';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import { pageMetadata } from '@/components/catalogue/seo';
import StandardList from '@/components/standards/StandardList';
import StandardNumberForm from '@/components/standards/StandardNumberForm';
import styles from '@/components/standards/standards.module.scss';
import { ReadUnavailable } from '@/lib/api/read';
import { STANDARD_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { standardListHref } from '@/lib/standards/listQuery';
import { readStandardOverview } from '@/lib/standards/read';
import type { StandardPrefix } from '@/lib/standards/number';
import type { StandardStatus } from '@/lib/api/contract/standards';

/** Rendered per request (never at `next build`); the overview read underneath is cached 300 s. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({ title: M.home, description: M.homeLead, path: routes.standardHome });

/** /standard: the standards by 标准代号, status and area, with counts, the latest implemented, and the number search. */
export default async function StandardHomePage() {
  const read = await readStandardOverview();
  if (!read.ok) throw new ReadUnavailable(read.message);
  const o = read.data;
  const groups: { title: string; testId: string; items: { label: string; count: number; href: string }[] }[] = [
    { title: M.byPrefix, testId: 'by-prefix', items: o.byPrefix.map((p) => ({ label: p.value, count: p.count, href: standardListHref({ kind: p.value as StandardPrefix }) })) },
    {
      title: M.byStatus,
      testId: 'by-status',
      items: o.byStatus.filter((s) => s.count > 0).map((s) => ({ label: s.value, count: s.count, href: standardListHref({ status: s.value as StandardStatus }) })),
    },
    { title: M.byField, testId: 'by-field', items: o.byField.map((f) => ({ label: f.value, count: f.count, href: standardListHref({ field: f.value }) })) },
  ];
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: M.home }]} />
      <header className={styles.head}>
        <h1 className={styles.title}>{M.home}</h1>
        <p className={styles.lead}>
          {M.homeLead} {M.total(o.total)}
        </p>
      </header>
      <StandardNumberForm />
      <div className={styles.grid}>
        {groups.map((g) => (
          <section key={g.testId} className={styles.panel} data-testid={g.testId}>
            <h2 className={styles.panelTitle}>{g.title}</h2>
            <div className={styles.chips}>
              {g.items.map((i) => (
                <Link key={i.label} prefetch={false} className={styles.chip} href={i.href}>
                  {i.label}（{i.count}）
                </Link>
              ))}
            </div>
          </section>
        ))}
      </div>
      <section className={styles.section} aria-labelledby="standard-latest">
        <h2 id="standard-latest" className={styles.sectionTitle}>
          {M.latest}
        </h2>
        <StandardList items={o.latest} />
        <p className={styles.note}>
          <Link prefetch={false} href={routes.standards}>
            {M.browseAll} &gt;
          </Link>
        </p>
      </section>
    </div>
  );
}
