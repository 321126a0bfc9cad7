import type { Metadata } from 'next';
import Link from 'next/link';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import { pageMetadata } from '@/components/catalogue/seo';
import EmptyStandards from '@/components/standards/EmptyStandards';
import StandardList from '@/components/standards/StandardList';
import StandardNumberForm from '@/components/standards/StandardNumberForm';
import styles from '@/components/standards/standards.module.scss';
import { ReadUnavailable } from '@/lib/api/read';
import { STANDARD_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { parseStandardNo } from '@/lib/standards/number';
import { readStandardEditions } from '@/lib/standards/read';

/** Rendered per request (never at `next build`); the editions read is cached 300 s per number. */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const numberOf = (params: Record<string, string | string[] | undefined>) => {
  const v = params.number;
  return ((Array.isArray(v) ? v[0] : v) ?? '').trim().slice(0, 100);
};

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const number = numberOf(await searchParams);
  const meta = pageMetadata({ title: M.numberTitle, description: M.numberLead, path: routes.standardNumberSearch });
  return number ? { ...meta, robots: { index: false, follow: true } } : meta;
}

/**
 * /searchCenter/SearchStandardNumber?number= — every edition of a number, with its status. `GB/T 601-2016`,
 * `GBT601` and `gb 5009.3` are read by lib/standards/number.ts; the read is keyed by the normalised number, so
 * every spelling shares one cached answer.
 */
export default async function StandardNumberSearchPage({ searchParams }: Props) {
  const typed = numberOf(await searchParams);
  const parsed = typed ? parseStandardNo(typed) : null;
  const read = parsed ? await readStandardEditions(parsed.baseKey) : null;
  if (read && !read.ok && !read.refused) throw new ReadUnavailable(read.message);
  const editions = read?.ok ? read.data : [];

  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: M.home, href: routes.standardHome }, { label: M.numberTitle }]} />
      <header className={styles.head}>
        <h1 className={styles.title}>{M.numberTitle}</h1>
        <p className={styles.lead}>{M.numberLead}</p>
      </header>
      <StandardNumberForm initial={typed} />
      {typed && !parsed && (
        <p className={styles.hint} role="alert" data-testid="number-invalid">
          {M.numberInvalid}
        </p>
      )}
      {parsed &&
        (editions.length === 0 ? (
          <EmptyStandards>
            {M.noEdition(parsed.printed)} ·{' '}
            <Link prefetch={false} href={routes.standardsSearchFor(typed)}>
              {M.browseAll}
            </Link>
          </EmptyStandards>
        ) : (
          <section className={styles.section} aria-labelledby="standard-editions">
            <h2 id="standard-editions" className={styles.sectionTitle}>
              {M.editions(`${parsed.prefix} ${parsed.serial}`, editions.length)}
            </h2>
            <StandardList items={editions} />
          </section>
        ))}
    </div>
  );
}
