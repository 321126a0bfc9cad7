import { MSG } from '@/lib/messages/core';
import { keyOf, type ListItem, type SyncAnswer } from './list-item';

const specText = (item: ListItem) => item.specification.map((p) => p.propValue).join(' ');

/** The item as the merge notice names it: 「name pack」, or its key when it has neither. */
const nameOf = (item: ListItem) => MSG.listQuoted([item.name, specText(item)].filter(Boolean).join(' ') || MSG.listItemByKey(keyOf(item)));

/**
 * What a merge on login tells the user (shown once): the visitor's items the server dropped, with the
 * reason, and quantities it capped. null when everything merged as it was.
 */
export function describeSync<R>(label: string, answer: SyncAnswer<R>, sent: ListItem[]): string | null {
  const parts: string[] = [];
  if (answer.dropped.length > 0) {
    const names = answer.dropped.map((d) => {
      const item = sent[d.index];
      return MSG.listDroppedItem(item ? nameOf(item) : MSG.listItemByIndex(d.index + 1), d.reason);
    });
    parts.push(MSG.listMergeDropped(label, answer.dropped.length, names));
  }
  for (const a of answer.adjusted ?? []) {
    const item = sent.find((i) => i.skuId === a.skuId);
    parts.push(MSG.listMergeAdjusted(item ? MSG.listQuoted(item.name) : MSG.listSomeItem, a.num, a.reason));
  }
  return parts.length ? parts.join('。') : null;
}
