import Link from 'next/link';
import type { LibraryCard } from '@/lib/api/contract/data';
import { DATA_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import styles from './data.module.scss';

/** The secondary libraries as cards: title, a line of the introduction and the counts. */
export default function LibraryList({ libraries }: { libraries: LibraryCard[] }) {
  return (
    <div className={styles.cards}>
      {libraries.map((l) => (
        <article key={l.id} className={styles.libraryCard}>
          <h3>
            <Link prefetch={false} href={routes.secondaryLibrary(l.id)}>
              {l.title}
            </Link>
          </h3>
          <p className={styles.muted}>{DATA_MSG.libraryCounts(l.memberCount, l.soldCount)}</p>
        </article>
      ))}
    </div>
  );
}
