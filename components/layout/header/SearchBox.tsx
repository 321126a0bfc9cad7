'use client';

import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import SearchDropdown from '@/components/search/SearchDropdown';
import SuggestionList, { suggestionOptionId } from '@/components/search/SuggestionList';
import { useSuggestions } from '@/components/search/useSuggestions';
import { headerPlaceholder, headerSearchHref, headerTypeOf, KEYWORD_PAGES } from '@/components/search/headerSearch';
import { useHoverPanel } from '@/components/ui/useHoverPanel';
import type { Suggestion } from '@/lib/api/contract/search';
import { MSG } from '@/lib/messages/core';
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
 * it hides 200 ms after the mouse leaves or the focus goes. While the box holds text, type-ahead suggestions
 * (search.suggest, debounced) show instead: ↑ ↓ move through them, Enter or a click chooses one — a name
 * searches for it, a CAS number opens its /{cas} page, a catalogue number its product — and Esc closes them.
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
  const listId = useId();
  // Suggestions follow typing: a keyword put there by a search or the page's URL keeps the drop-down (history …) on hover.
  const [edited, setEdited] = useState(false);
  const typing = edited && keyword.trim().length > 0;
  const suggestions = useSuggestions(keyword, panel.open && typing);
  const [active, setActive] = useState(-1);
  const showList = panel.open && typing && suggestions.length > 0;

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
    setEdited(false);
    setActive(-1);
    setType(searchType);
    panel.hideNow();
    inputRef.current?.blur();
    router.push(href);
  };

  // A suggestion opens its product (CAS number, catalogue number) or searches for its name.
  const choose = (item: Suggestion) => {
    const href = item.kind === 'code' && item.productId ? routes.goodsDetail(item.productId) : item.kind === 'cas' ? routes.casProduct(item.text) : null;
    if (!href) return run(item.text);
    setKeyword(item.text);
    setEdited(false);
    setActive(-1);
    panel.hideNow();
    inputRef.current?.blur();
    router.push(href);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!showList) return;
    const last = suggestions.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      setActive((i) => (i < 0 ? (down ? 0 : last) : down ? (i >= last ? 0 : i + 1) : i <= 0 ? last : i - 1));
    } else if (event.key === 'Enter' && active >= 0 && active <= last) {
      event.preventDefault();
      choose(suggestions[active]);
    }
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
      setActive(-1);
      panel.hideNow();
    }
  };

  const afterHistoryChange = () => inputRef.current?.focus();

  return (
    <div className={`${styles.wrap} ${variant === 'hero' ? styles.hero : ''}`}>
      <div className={styles.box} onMouseEnter={open} onMouseLeave={panel.hideLater} onFocus={open} onBlur={onBlur} onKeyDown={onKeyDown}>
        <form className={styles.form} role="search" aria-label={variant === 'hero' ? '首页搜索' : '全站搜索'} onSubmit={submit}>
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
            placeholder={headerPlaceholder(type)}
            aria-label={MSG.searchPlaceholder}
            value={keyword}
            aria-autocomplete="list"
            aria-controls={showList ? listId : undefined}
            aria-activedescendant={showList && active >= 0 && active < suggestions.length ? suggestionOptionId(listId, active) : undefined}
            onKeyDown={onInputKeyDown}
            onChange={(e) => {
              setKeyword(e.target.value);
              setEdited(true);
              setActive(-1);
              open();
            }}
          />
          <button className={styles.button} type="submit">
            {MSG.searchButton}
          </button>
        </form>
        {showList && <SuggestionList id={listId} keyword={keyword} items={suggestions} active={active} onActive={setActive} onChoose={choose} />}
        {panel.open && !typing && (
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
