import Link from 'next/link';
import type { ApiItemBrief } from '@/lib/api/contract/method-compare';
import { METHOD_PAGE_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import styles from './methods.module.scss';

export type ApiPage = 'methods' | 'contrast' | 'comparison' | 'summary' | 'related';

/** The pages about one API item, linked to each other (the current one, if any, is not a link). */
export default function ApiNav({ apiItem, current }: { apiItem: Pick<ApiItemBrief, 'id' | 'nameCn' | 'cas'>; current?: ApiPage }) {
  const pages: { key: ApiPage | 'all'; label: string; href: string }[] = [
    { key: 'methods', label: M.apiMethods, href: routes.methodsOfApi(apiItem.cas) },
    { key: 'contrast', label: M.contrast, href: routes.methodsContrast(apiItem.id) },
    { key: 'comparison', label: M.comparison, href: routes.productComparison(apiItem.id) },
    { key: 'summary', label: M.summary, href: routes.productSummary([apiItem.id]) },
    { key: 'related', label: M.related, href: routes.relatedSeries(apiItem.id) },
    { key: 'all', label: M.allMethods, href: routes.allMethods() },
  ];
  return (
    <nav className={styles.nav} aria-label={`${apiItem.nameCn}${M.apiNav}`}>
      <strong>{apiItem.nameCn}</strong>
      {pages.map((p) =>
        p.key === current ? (
          <span key={p.key} aria-current="page">
            {p.label}
          </span>
        ) : (
          <Link key={p.key} prefetch={false} href={p.href}>
            {p.label}
          </Link>
        ),
      )}
    </nav>
  );
}
