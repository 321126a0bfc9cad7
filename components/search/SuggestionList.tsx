'use client';

import type { MouseEvent } from 'react';
import type { Suggestion } from '@/lib/api/contract/search';
import { MSG } from '@/lib/messages/core';
import styles from './SuggestionList.module.scss';

interface Props {
  id: string;
  /** What the box holds: its start is marked in each suggestion. */
  keyword: string;
  items: Suggestion[];
  /** The option under the arrow keys or the mouse (-1: none). */
  active: number;
  onActive: (index: number) => void;
  onChoose: (item: Suggestion) => void;
}

export const suggestionOptionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The typed start of a suggestion in bold (suggestions start with the keyword, in any case). */
function Marked({ text, keyword }: { text: string; keyword: string }) {
  const n = [...keyword.trim()].length;
  const chars = [...text];
  const head = chars.slice(0, n).join('');
  if (!n || head.toLowerCase() !== keyword.trim().toLowerCase()) return <>{text}</>;
  return (
    <>
      <mark>{head}</mark>
      {chars.slice(n).join('')}
    </>
  );
}

/**
 * The type-ahead list of the header box (shown instead of SearchDropdown while the box holds text): a listbox the
 * keyword box drives with ↑ ↓ Enter Esc (aria-activedescendant), or the mouse. Each row: what it is (名称 / CAS /
 * 货号), the suggestion with the typed start in bold, and a second name.
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
