import Link from 'next/link';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { SAMPLE_TERMS } from './headerSearch';
import styles from './search.module.scss';

/** A search screen opened without a keyword: say what can be searched, offer the sample terms. */
export default function SearchPrompt() {
  return (
    <div className={styles.prompt}>
      <p>{MSG.searchNoKeyword}</p>
      <p className={styles.samples}>
        <span>{MSG.searchSamples}：</span>
        {SAMPLE_TERMS.map((t) => (
          <Link key={t} prefetch={false} href={routes.searchCenterFor(t)}>
            {t}
          </Link>
        ))}
      </p>
    </div>
  );
}

/** The whole screen of a search opened without a keyword: the generic title and the prompt. */
export function SearchPromptPage() {
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{MSG.searchPageTitle}</h1>
      </header>
      <SearchPrompt />
    </div>
  );
}
