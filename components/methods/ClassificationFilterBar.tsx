'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { CLASSIFICATION_GROUPS, type ClassificationFilter } from '@/lib/api/contract/methods';
import { METHODS_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { stripKeywordInput } from './searchState';
import styles from './methods.module.scss';

interface Props {
  types: ClassificationFilter;
  /** The URL's keyword: when present the box is hidden (SPEC §2) and the keyword is kept by every toggle. */
  keyword: string;
  typeIds: number[];
}

/**
 * SPEC §2 classification filter bar of the methods search: a keyword box ('请输入药典方法或原料药名称',
 * hidden when the URL carries a keyword; commas and spaces stripped while typing), the toggles of
 * apiserver/types, and 清空筛选 (drops every toggle; a keyword from the URL stays). The URL is the state.
 */
export default function ClassificationFilterBar({ types, keyword, typeIds }: Props) {
  const router = useRouter();
  const [text, setText] = useState('');
  const go = (q: { keyword?: string; typeIds?: number[] }) => router.push(routes.methodsSearchWith(q));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ keyword: text, typeIds });
  };
  const toggle = (id: number) => go({ keyword, typeIds: typeIds.includes(id) ? typeIds.filter((t) => t !== id) : [...typeIds, id] });
  const clear = () => {
    setText('');
    go({ keyword });
  };

  return (
    <div className={styles.filterBar} role="search" aria-label={M.filterLabel}>
      {!keyword && (
        <form className={styles.searchRow} onSubmit={submit}>
          <input
            type="search"
            aria-label={M.keywordLabel}
            placeholder={M.searchPlaceholder}
            value={text}
            maxLength={100}
            onChange={(e) => setText(stripKeywordInput(e.target.value))}
          />
          <button type="submit" className={styles.primaryButton}>
            {M.searchButton}
          </button>
        </form>
      )}
      {CLASSIFICATION_GROUPS.map((group) =>
        types[group].length ? (
          <div key={group} className={styles.filterRow} role="group" aria-label={M.groups[group]}>
            <span className={styles.filterLabel}>{M.groups[group]}</span>
            <div className={styles.chips}>
              {types[group].map((t) => {
                const on = typeIds.includes(t.id);
                return (
                  <button key={t.id} type="button" aria-pressed={on} className={`${styles.toggle} ${on ? styles.toggleOn : ''}`} onClick={() => toggle(t.id)}>
                    {t.name}
                  </button>
                );
              })}
            </div>
          </div>
        ) : null,
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.toggle} onClick={clear} disabled={typeIds.length === 0 && !text}>
          {M.clearFilter}
        </button>
      </div>
    </div>
  );
}
