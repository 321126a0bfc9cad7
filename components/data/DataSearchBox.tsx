import { DATA_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import styles from './data.module.scss';

/** A plain GET form to the data search (works without JavaScript). */
export default function DataSearchBox({ keyword = '' }: { keyword?: string }) {
  return (
    <form className={styles.searchBox} action={routes.dataSearch} method="get" role="search" aria-label={DATA_MSG.searchLabel}>
      <input type="search" name="keyword" defaultValue={keyword} placeholder={DATA_MSG.searchPlaceholder} aria-label={DATA_MSG.searchLabel} maxLength={100} />
      <button type="submit">{DATA_MSG.searchButton}</button>
    </form>
  );
}
