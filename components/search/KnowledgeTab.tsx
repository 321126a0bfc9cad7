import Pager from '@/components/catalogue/Pager';
import type { MethodHit, StandardHit } from '@/lib/api/contract/search';
import type { Read } from '@/lib/api/read';
import { SEARCH_KNOWLEDGE_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import type { Paged } from '@/lib/search/read';
import EmptyTab from './EmptyTab';
import MethodHitList from './MethodHitList';
import StandardHitList from './StandardHitList';
import { KNOWLEDGE_PAGE_SIZE, NAV_TABS } from './searchQuery';
import styles from './search.module.scss';

export type KnowledgeTabProps = { keyword: string; pageNo: number } & (
  | { kind: 'method'; result: Read<Paged<MethodHit>> }
  | { kind: 'standard'; result: Read<Paged<StandardHit>> }
);

/** The 方法 (navHandleIndex 2) or 标准 (3) tab: the ranked rows of one page, the total and the pager; an empty tab says so. */
export default function KnowledgeTab(props: KnowledgeTabProps) {
  const { keyword, pageNo, kind, result } = props;
  const index = kind === 'method' ? 2 : 3;
  if (!result.ok) {
    return (
      <p className={styles.note} role="alert">
        {result.message}
      </p>
    );
  }
  const { totalCount } = result.data;
  if (totalCount === 0) return <EmptyTab text={NAV_TABS.find((t) => t.index === index)!.empty!} keyword={keyword} />;
  return (
    <section className={styles.section} aria-labelledby={`search-${kind}s`}>
      <div className={styles.sectionHead}>
        <h2 id={`search-${kind}s`}>{kind === 'method' ? M.methods : M.standards}</h2>
        <span className={styles.count}>{kind === 'method' ? M.methodsFound(totalCount) : M.standardsFound(totalCount)}</span>
      </div>
      {props.kind === 'method' ? props.result.ok && <MethodHitList rows={props.result.data.rows} /> : props.result.ok && <StandardHitList rows={props.result.data.rows} />}
      {totalCount > KNOWLEDGE_PAGE_SIZE && <Pager pageNo={pageNo} totalCount={totalCount} pageSize={KNOWLEDGE_PAGE_SIZE} hrefBase={routes.searchIndexFor(index, keyword)} />}
    </section>
  );
}
