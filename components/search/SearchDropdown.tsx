'use client';

import type { MouseEvent } from 'react';
import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { viaShell } from '@/lib/api/shell';
import { MSG } from '@/lib/messages/core';
import { routes } from '@/lib/routes';
import type { HistoryEntry } from '@/stores/search-history';
import { SAMPLE_TERMS } from './headerSearch';
import styles from './SearchDropdown.module.scss';

/** The hot lists change with the search log, slowly: one read per visit is plenty. */
const HOT_STALE_MS = 5 * 60_000;

/**
 * The hot lists are read in the background when the panel opens, quietly (quietPublicApi): a failure must not pop a
 * "server error" toast at someone who only moved the mouse over the box.
 */
export const hotSearchQuery = {
  queryKey: ['search', 'hot'] as const,
  queryFn: viaShell(({ quietPublicApi, search }) => quietPublicApi.call(search.hotSearch)),
  staleTime: HOT_STALE_MS,
};

/** 热门内容 also lists the newest articles (SPEC §7 index/news/data/search), read as quietly as the hot lists. */
const HOT_NEWS = 4;
export const hotNewsQuery = {
  queryKey: ['news', 'hot'] as const,
  queryFn: viaShell(({ quietPublicApi, getNews }) => getNews(quietPublicApi, {}, 1, HOT_NEWS)),
  staleTime: HOT_STALE_MS,
};

interface Props {
  id: string;
  history: HistoryEntry[];
  /** A term was chosen: search it (history entries with their own type). */
  onPick: (term: string, type?: number) => void;
  onRemove: (term: string) => void;
  onClear: () => void;
  /** A link inside was followed (hot content): the panel closes. */
  onLeave: () => void;
}

/**
 * SPEC §2 search drop-down (热门内容: hot products and the newest articles): 搜索历史 (only when there is some; cleared wholesale with 🗑 or per item
 * with ×), 热门搜索 and 热门内容 from `index/hotSearch`, and four sample terms. A failed hot-search read
 * leaves those two sections out; the rest still works.
 */
export default function SearchDropdown({ id, history, onPick, onRemove, onClear, onLeave }: Props) {
  const hot = useQuery(hotSearchQuery);
  const hotSearches = hot.data?.hotSearches ?? [];
  const hotContent = hot.data?.hotContent ?? [];
  const hotNews = useQuery(hotNewsQuery).data?.rows ?? [];

  // Clicks inside must not take the focus from the keyword box (that would start the blur timer).
  const keepFocus = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest('button')) e.preventDefault();
  };

  return (
    <div id={id} className={styles.panel} role="region" aria-label={MSG.searchPanel} onMouseDown={keepFocus} data-testid="search-dropdown">
      {history.length > 0 && (
        <section className={styles.section} aria-labelledby={`${id}-history`}>
          <div className={styles.head}>
            <h3 id={`${id}-history`}>{MSG.searchHistory}</h3>
            <button type="button" className={styles.clear} onClick={onClear} aria-label={MSG.searchHistoryClear} title={MSG.searchHistoryClear}>
              <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                <path
                  d="M6 1.5h4M2.5 3.5h11M4 3.5l.7 10a1 1 0 0 0 1 .9h4.6a1 1 0 0 0 1-.9l.7-10M6.5 6.5v5M9.5 6.5v5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.3"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </button>
          </div>
          <ul className={styles.chips}>
            {history.map((e) => (
              <li key={e.term} className={styles.historyItem}>
                <button type="button" className={styles.term} onClick={() => onPick(e.term, e.type)} title={e.term}>
                  {e.term}
                </button>
                <button type="button" className={styles.remove} onClick={() => onRemove(e.term)} aria-label={MSG.searchHistoryRemove(e.term)}>
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {hotSearches.length > 0 && (
        <section className={styles.section} aria-labelledby={`${id}-hot`}>
          <div className={styles.head}>
            <h3 id={`${id}-hot`}>{MSG.hotSearches}</h3>
          </div>
          <ol className={styles.chips}>
            {hotSearches.map((h, i) => (
              <li key={`${i}-${h.keyword}`}>
                <button type="button" className={`${styles.chip} ${i < 3 ? styles.top : ''}`} onClick={() => onPick(h.keyword)}>
                  <span className={styles.rank} aria-hidden="true">
                    {i + 1}
                  </span>
                  {h.keyword}
                </button>
              </li>
            ))}
          </ol>
        </section>
      )}
      {(hotContent.length > 0 || hotNews.length > 0) && (
        <section className={styles.section} aria-labelledby={`${id}-content`}>
          <div className={styles.head}>
            <h3 id={`${id}-content`}>{MSG.hotContent}</h3>
          </div>
          <ul className={styles.content}>
            {hotContent.map((p) => (
              <li key={p.id}>
                <Link prefetch={false} href={routes.goodsDetail(p.id)} onClick={onLeave} title={`${p.nameCn} ${p.nameEn}`}>
                  <span className={styles.contentName}>{p.nameCn}</span>
                  <span className={styles.contentCas}>{p.cas}</span>
                </Link>
              </li>
            ))}
            {hotNews.map((a) => (
              <li key={`news-${a.id}`}>
                <Link prefetch={false} href={routes.newsDetail(a.id)} onClick={onLeave} title={a.title}>
                  <span className={styles.contentName}>{a.title}</span>
                  <span className={styles.contentCas}>{a.categoryName}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.section} aria-labelledby={`${id}-samples`}>
        <div className={styles.head}>
          <h3 id={`${id}-samples`}>{MSG.searchSamples}</h3>
        </div>
        <ul className={styles.chips}>
          {SAMPLE_TERMS.map((term) => (
            <li key={term}>
              <button type="button" className={styles.chip} onClick={() => onPick(term)}>
                {term}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
