import Link from 'next/link';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import styles from './search.module.scss';

/** A tab with nothing of its kind for the keyword ('暂无相关方法'), with the way back to the products. */
export default function EmptyTab({ text, keyword }: { text: string; keyword: string }) {
  return (
    <div className={styles.emptyTab} role="status">
      <p>{text}</p>
      <Link prefetch={false} href={routes.searchCenterFor(keyword)}>
        {MSG.searchBackToAll} →
      </Link>
    </div>
  );
}
