'use client';

import type { MouseEvent } from 'react';
import type { Suggestion } from '@/lib/api/contract/search';
import { MSG } from '@/lib/messages/core';
import styles from './SuggestionList.module.scss';

interface Props {
  id: string;
  /** What the box holds: marked where it appears in each suggestion. */
  keyword: string;
  items: Suggestion[];
  /** The option under the arrow keys or the mouse (-1: none). */
  active: number;
  onActive: (index: number) => void;
  onChoose: (item: Suggestion) => void;
}

export const suggestionOptionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** Where the typed keyword appears in a suggestion, in bold (any case); a suggestion found by pinyin or formula has none. */
function Marked({ text, keyword }: { text: string; keyword: string }) {
  const k = keyword.trim().toLowerCase();
  const at = k ? text.toLowerCase().indexOf(k) : -1;
  // toLowerCase keeps the length of the names we list (CJK, Latin, Greek), so the index holds in `text`.
  if (at < 0 || text.toLowerCase().length !== text.length) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark>{text.slice(at, at + k.length)}</mark>
      {text.slice(at + k.length)}
    </>
  );
}

/**
 * The type-ahead list of the header box (shown instead of SearchDropdown while the box holds text): a listbox the
 * keyword box drives with ↑ ↓ Enter Esc (aria-activedescendant), or the mouse. Each row: what it is (名称 / CAS /
 * 货号), the suggestion with the typed keyword in bold where it appears, and a second name.
 */
export default function SuggestionList({ id, keyword, items, active, onActive, onChoose }: Props) {
  // The keyword box keeps the focus: pressing an option must not blur it (that would start the hide timer).
  const keepFocus = (e: MouseEvent) => e.preventDefault();
  return (
    <ul id={id} className={styles.panel} role="listbox" aria-label={MSG.searchSuggestions} onMouseDown={keepFocus} data-testid="search-suggestions">
      {items.map((item, i) => (
        <li
          key={`${item.kind}-${item.text}`}
          id={suggestionOptionId(id, i)}
          role="option"
          aria-selected={i === active}
          className={`${styles.option} ${i === active ? styles.active : ''}`}
          onMouseEnter={() => onActive(i)}
          onClick={() => onChoose(item)}
        >
          <span className={styles.kind}>{MSG.searchSuggestionKind[item.kind]}</span>
          <span className={styles.text} title={item.text}>
            <Marked text={item.text} keyword={keyword} />
          </span>
          {item.hint && <span className={styles.hint}>{item.hint}</span>}
        </li>
      ))}
    </ul>
  );
}
