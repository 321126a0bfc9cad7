'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { MSG } from '@/lib/messages/core';
import { selectedOf, summarize, withFilter, type FilterGroup, type FilterKey } from '@/lib/catalogue/filterModel';
import { listHref, listSearch, type ListState } from '@/lib/catalogue/listQuery';
import styles from './FilterBar.module.scss';

interface Props {
  /** The list's path (category or brand page). */
  basePath: string;
  state: ListState;
  groups: FilterGroup[];
  /** List page: one category chosen goes to that category's own path, `${categoryPath}${id}` — its canonical URL. */
  categoryPath?: string;
  /** The category of the path, shown as a removable chip (list page). */
  pathCategory?: { label: string; removeHref: string };
  /** Where 清空筛选 goes. */
  clearHref: string;
}

/**
 * SPEC §2 filters: category, brand, package value and delivery. A single choice is a plain link (works
 * without JavaScript); 多选 turns a row into check boxes with 确定 / 取消. What is chosen shows as chips,
 * each removable, a multi-choice summary cut at 20 characters. Everything ends in a URL: the server
 * renders the list. Every filter link (a value, a chip, 清空筛选) is rel="nofollow": the combinations are variants
 * of the list for people, not pages for a crawler to walk (their canonical URL is the list's).
 */
export default function FilterBar({ basePath, state, groups, categoryPath, pathCategory, clearHref }: Props) {
  const router = useRouter();
  const [multi, setMulti] = useState<FilterKey | null>(null);
  const [draft, setDraft] = useState<string[]>([]);

  const hrefWith = (key: FilterKey, values: string[]) => {
    if (key === 'category' && categoryPath && values.length === 1) {
      return `${categoryPath}${values[0]}${listSearch({ ...state, categoryIds: [], pageNo: 1 })}`;
    }
    return listHref(basePath, withFilter(state, key, values));
  };

  const openMulti = (key: FilterKey) => {
    setMulti(key);
    setDraft(selectedOf(state, key));
  };
  const toggleDraft = (value: string) => setDraft((d) => (d.includes(value) ? d.filter((v) => v !== value) : [...d, value]));
  const confirm = (key: FilterKey) => {
    setMulti(null);
    router.push(hrefWith(key, draft));
  };

  const chips = groups
    .map((g) => {
      const selected = selectedOf(state, g.key);
      if (selected.length === 0) return null;
      const labels = selected.map((v) => g.options.find((o) => o.value === v)?.label ?? v);
      return { key: g.key, full: `${g.label}：${labels.join('、')}`, text: `${g.label}：${summarize(labels)}`, href: listHref(basePath, withFilter(state, g.key, [])) };
    })
    .filter((c) => c !== null);

  return (
    <section className={styles.filters} aria-label={MSG.filterTitle}>
      {groups
        .filter((g) => g.options.length > 0)
        .map((g) => {
          const selected = selectedOf(state, g.key);
          const labelId = `filter-${g.key}`;
          return (
            <div key={g.key} className={styles.row} role="group" aria-labelledby={labelId} data-filter={g.key}>
              <span id={labelId} className={styles.rowLabel}>
                {g.label}
              </span>
              {multi === g.key ? (
                <div className={styles.multi}>
                  <ul className={styles.options}>
                    {g.options.map((o) => (
                      <li key={o.value}>
                        <label className={styles.check}>
                          <input type="checkbox" checked={draft.includes(o.value)} onChange={() => toggleDraft(o.value)} />
                          {o.label}
                        </label>
                      </li>
                    ))}
                  </ul>
                  <div className={styles.multiActions}>
                    <button type="button" className={styles.primary} onClick={() => confirm(g.key)}>
                      {MSG.filterConfirm}
                    </button>
                    <button type="button" className={styles.secondary} onClick={() => setMulti(null)}>
                      {MSG.filterCancel}
                    </button>
                  </div>
                </div>
              ) : (
                <>
                  <ul className={styles.options}>
                    {g.options.map((o) => {
                      const active = selected.includes(o.value);
                      // A second click on the only chosen value removes it.
                      const href = active && selected.length === 1 ? hrefWith(g.key, []) : hrefWith(g.key, [o.value]);
                      return (
                        <li key={o.value}>
                          <Link prefetch={false} href={href} rel="nofollow" className={styles.option} aria-current={active ? 'true' : undefined}>
                            {o.label}
                          </Link>
                        </li>
                      );
                    })}
                  </ul>
                  {g.options.length > 1 && (
                    <button type="button" className={styles.multiButton} onClick={() => openMulti(g.key)}>
                      + {MSG.filterMulti}
                    </button>
                  )}
                </>
              )}
            </div>
          );
        })}
      {(chips.length > 0 || pathCategory) && (
        <div className={styles.chips}>
          <span className={styles.rowLabel}>{MSG.filterSelected}</span>
          <ul>
            {pathCategory && (
              <li>
                <Link prefetch={false} href={pathCategory.removeHref} rel="nofollow" className={styles.chip} aria-label={MSG.filterRemove(pathCategory.label)}>
                  {MSG.filterCategory}：{pathCategory.label} <span aria-hidden="true">×</span>
                </Link>
              </li>
            )}
            {chips.map((c) => (
              <li key={c.key}>
                <Link prefetch={false} href={c.href} rel="nofollow" className={styles.chip} title={c.full} aria-label={MSG.filterRemove(c.full)} data-chip={c.key}>
                  {c.text} <span aria-hidden="true">×</span>
                </Link>
              </li>
            ))}
          </ul>
          <Link prefetch={false} href={clearHref} rel="nofollow" className={styles.clear}>
            {MSG.filterClear}
          </Link>
        </div>
      )}
    </section>
  );
}
