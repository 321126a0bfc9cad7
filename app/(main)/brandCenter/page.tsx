import type { Metadata } from 'next';
import Link from 'next/link';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import { pageMetadata } from '@/components/catalogue/seo';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import styles from './brandCenter.module.scss';
import { readBrand, readBrands } from '@/lib/catalogue/read';
import { ReadUnavailable } from '@/lib/api/read';

/** Rendered per request (never prerendered at `next build`: its header needs the mall API). */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({
  title: MSG.brandCenter,
  description: `${MSG.brandCenter}：${MSG.brandLead}，按品牌浏览对照品、药物杂质、稳定同位素内标与中间体。`,
  path: routes.brandCenter,
});

const STORY_EXCERPT = 90;
const excerpt = (text: string) => (Array.from(text).length > STORY_EXCERPT ? `${Array.from(text).slice(0, STORY_EXCERPT).join('')}…` : text);

/** /brandCenter: every brand we carry with its country, product count and the start of its story. */
export default async function BrandCenterPage() {
  const brands = await readBrands();
  if (!brands.ok) throw new ReadUnavailable(brands.message);
  const list = [...brands.data.rows].sort((a, b) => b.productCount - a.productCount);
  // The list call has no story; each brand's (cached) detail has it. A missing story only shortens the card.
  const stories = await Promise.all(list.map((b) => readBrand(b.id)));

  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: MSG.brandCenter }]} />
      <header className={styles.head}>
        <h1 className={styles.title}>{MSG.brandCenter}</h1>
        <p className={styles.lead}>
          {MSG.brandLead} · {MSG.brandCount(list.length)}
        </p>
      </header>
      {list.length === 0 ? (
        <p className={styles.note}>{MSG.noBrands}</p>
      ) : (
        <ul className={styles.grid}>
          {list.map((b, i) => {
            const story = stories[i].ok ? (stories[i].data?.story ?? '') : '';
            return (
              <li key={b.id} className={styles.card} data-testid="brand-card">
                <h2 className={styles.name}>
                  <Link prefetch={false} href={routes.brandDetail(b.id)}>
                    {b.name}
                  </Link>
                </h2>
                {b.nameEn && b.nameEn !== b.name && (
                  <p className={styles.nameEn} lang="en">
                    {b.nameEn}
                  </p>
                )}
                <p className={styles.meta}>
                  {b.country && (
                    <span>
                      {MSG.brandCountry}：{b.country}
                    </span>
                  )}
                  <span>
                    {MSG.brandProducts}：{MSG.productCount(b.productCount)}
                  </span>
                </p>
                {story && <p className={styles.story}>{excerpt(story)}</p>}
                <Link prefetch={false} href={routes.brandDetail(b.id)} className={styles.more}>
                  {MSG.brandAllProducts} &gt;
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
