import HeaderCounts from './HeaderCounts';
import Logo from './Logo';
import MainNav from './MainNav';
import SearchBox from './SearchBox';
import TopBar from './TopBar';
import styles from './SiteHeader.module.scss';

/** The default header with search (SPEC §2 Header): top bar, brand bar, main navigation. */
export default function SiteHeader({ withCategories = true }: { withCategories?: boolean }) {
  return (
    <header className={styles.header}>
      <TopBar />
      <div className={styles.brandBar}>
        <Logo />
        <SearchBox />
        <HeaderCounts />
      </div>
      <MainNav withCategories={withCategories} />
    </header>
  );
}
