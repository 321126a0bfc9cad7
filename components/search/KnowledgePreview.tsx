import Link from 'next/link';
import type { MethodHit, StandardHit } from '@/lib/api/contract/search';
import type { Read } from '@/lib/api/read';
import { SEARCH_KNOWLEDGE_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import type { Paged } from '@/lib/search/read';
import MethodHitList from './MethodHitList';
import StandardHitList from './StandardHitList';
import styles from './search.module.scss';

type Props = { keyword: string } & ({ kind: 'method'; result: Read<Paged<MethodHit>> } | { kind: 'standard'; result: Read<Paged<StandardHit>> });

/** The 综合 overview's 药典方法 or 法规标准 block: the first few matches and the way to the tab; nothing when none match. */
export default function KnowledgePreview(props: Props) {
  const { kind, keyword, result } = props;
  if (result.ok && result.data.totalCount === 0) return null;
  const id = `search-preview-${kind}s`;
  const total = result.ok ? result.data.totalCount : 0;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id}>{kind === 'method' ? M.methods : M.standards}</h2>
        {result.ok && (
          <Link prefetch={false} href={routes.searchIndexFor(kind === 'method' ? 2 : 3, keyword)} className={styles.more} rel="nofollow">
            {kind === 'method' ? M.viewAllMethods(total) : M.viewAllStandards(total)} →
          </Link>
        )}
      </div>
      {!result.ok ? (
        <p className={styles.note} role="alert">
          {result.message}
        </p>
      ) : props.kind === 'method' ? (
        props.result.ok && <MethodHitList rows={props.result.data.rows} />
      ) : (
        props.result.ok && <StandardHitList rows={props.result.data.rows} />
      )}
    </section>
  );
}
