'use client';

import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import SearchDropdown from '@/components/search/SearchDropdown';
import { headerSearchHref, headerTypeOf, KEYWORD_PAGES } from '@/components/search/headerSearch';
import { useHoverPanel } from '@/components/ui/useHoverPanel';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { useSearchHistory } from '@/stores/search-history';
import { SEARCH_TYPES } from './navItems';
import styles from './SearchBox.module.scss';

interface Props {
  /** `hero` is the larger box on the home page. */
  variant?: 'header' | 'hero';
}

/**
 * SPEC §2 search, scheme A: the type picks the results page, the trimmed keyword travels as
 * `?keyword=`; an empty or blank keyword does nothing. Every search is recorded in the history cookie.
 * Hovering or focusing the box opens the drop-down (history, hot searches, hot content, sample terms);
 * it hides 200 ms after the mouse leaves or the focus goes.
 */
export default function SearchBox({ variant = 'header' }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const [type, setType] = useState(0);
  const [keyword, setKeyword] = useState('');
  const panel = useHoverPanel();
  const history = useSearchHistory((s) => s.entries);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelId = useId();

  // On a results page the box shows the search on screen (a shared link, the back button).
  useEffect(() => {
    if (!KEYWORD_PAGES.includes(pathname)) return;
    const onScreen = new URLSearchParams(window.location.search).get('keyword')?.trim();
    if (!onScreen) return;
    const pageType = headerTypeOf(pathname);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncs with the URL after a navigation; the URL is outside React
    setKeyword(onScreen);
    if (pageType !== null) setType(pageType);
  }, [pathname]);

  const open = () => {
    if (!panel.open) useSearchHistory.getState().load();
    panel.show();
  };

  const run = (term: string, searchType = type) => {
    const href = headerSearchHref(searchType, term);
    if (!href) return;
    useSearchHistory.getState().add(term, searchType);
    setKeyword(term.trim());
    setType(searchType);
    panel.hideNow();
    inputRef.current?.blur();
    router.push(href);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run(keyword);
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) panel.hideLater();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && panel.open) {
      event.preventDefault();
      panel.hideNow();
    }
  };

  const afterHistoryChange = () => inputRef.current?.focus();

  return (
    <div className={`${styles.wrap} ${variant === 'hero' ? styles.hero : ''}`}>
      <div className={styles.box} onMouseEnter={open} onMouseLeave={panel.hideLater} onFocus={open} onBlur={onBlur} onKeyDown={onKeyDown}>
        <form className={styles.form} role="search" onSubmit={submit}>
          <select className={styles.type} aria-label={MSG.searchType} data-guide={variant === 'header' ? 'data' : undefined} value={type} onChange={(e) => setType(Number(e.target.value))}>
            {SEARCH_TYPES.map((t, i) => (
              <option key={t.href} value={i}>
                {t.label}
              </option>
            ))}
          </select>
          <input
            ref={inputRef}
            className={styles.input}
            type="search"
            name="keyword"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={100}
            placeholder={MSG.searchPlaceholder}
            aria-label={MSG.searchPlaceholder}
            value={keyword}
            onChange={(e) => {
              setKeyword(e.target.value);
              open();
            }}
          />
          <button className={styles.button} type="submit">
            {MSG.searchButton}
          </button>
        </form>
        {panel.open && (
          <SearchDropdown
            id={panelId}
            history={history}
            onPick={(term, pickedType) => run(term, pickedType ?? type)}
            onRemove={(term) => {
              useSearchHistory.getState().remove(term);
              afterHistoryChange();
            }}
            onClear={() => {
              useSearchHistory.getState().clear();
              afterHistoryChange();
            }}
            onLeave={panel.hideNow}
          />
        )}
      </div>
      <Link prefetch={false} href={routes.searchStructureFormula} className={styles.structure}>
        {MSG.structureSearch}
      </Link>
    </div>
  );
}
