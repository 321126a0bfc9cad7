import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import Pager from '@/components/catalogue/Pager';
import NewsList from '@/components/content/NewsList';
import NewsTabs from '@/components/content/NewsTabs';
import { newsListMetadata } from '@/components/content/seo';
import styles from '@/components/content/content.module.scss';
import { isNewsCategory, NEWS_CATEGORY_NAME, NEWS_PAGE_SIZE, type NewsCategory } from '@/lib/api/contract/content';
import { required } from '@/lib/api/read';
import { parsePositiveInt } from '@/lib/catalogue/listQuery';
import { readNews } from '@/lib/content/read';
import { CONTENT_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';

/** Reads its query: rendered per request; the read underneath is cached 300 s under the `news` tag. */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const MAX_PAGE = 10_000;

/** `?category=` (a slug; absent: every category) and `?pageNo=`; an unknown category is the 404 page. */
async function readQuery(searchParams: Props['searchParams']): Promise<{ category?: NewsCategory; pageNo: number }> {
  const q = await searchParams;
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const category = one(q.category);
  if (category !== undefined && !isNewsCategory(category)) notFound();
  return { category, pageNo: parsePositiveInt(one(q.pageNo), MAX_PAGE) ?? 1 };
}

const nameOf = (category?: NewsCategory) => (category ? NEWS_CATEGORY_NAME[category] : M.newsAll);

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { category, pageNo } = await readQuery(searchParams);
  const name = nameOf(category);
  const path = pageNo > 1 ? routes.newsCategory(category, pageNo) : routes.newsCategory(category);
  return newsListMetadata(M.newsCategoryTitle(name, pageNo), M.newsCategoryLead(name), path);
}

/** /newsInformation/informationClassification: one category's articles, 12 a page (SPEC §9), newest first. */
export default async function NewsCategoryPage({ searchParams }: Props) {
  const { category, pageNo } = await readQuery(searchParams);
  const page = required(await readNews(category ? { category } : {}, pageNo, NEWS_PAGE_SIZE));
  const name = nameOf(category);
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: M.newsTitle, href: routes.news }, { label: name }]} />
      <header className={styles.head}>
        <h1 className={styles.title}>{name}</h1>
        <p className={styles.lead}>{M.newsCategoryLead(name)}</p>
      </header>
      <NewsTabs current={category} />
      <NewsList items={page.rows} />
      {page.totalCount > NEWS_PAGE_SIZE && <Pager pageNo={pageNo} totalCount={page.totalCount} pageSize={NEWS_PAGE_SIZE} hrefBase={routes.newsCategory(category)} />}
    </div>
  );
}
