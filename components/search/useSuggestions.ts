'use client';

import { useEffect, useState } from 'react';
import type { Suggestion } from '@/lib/api/contract/search';
import { viaShell } from '@/lib/api/shell';

/** Typing pauses this long before the box asks for suggestions (one request per pause, not per key). */
export const SUGGEST_DEBOUNCE_MS = 180;
/** Answers kept per page load (a prefix typed again, a backspace): the suggestions change only with the catalogue. */
const KEPT = 100;

/** Like the hot lists (SearchDropdown), suggestions are read quietly: a failed read shows nothing rather than a toast. */
const kept = new Map<string, Suggestion[]>();
const suggest = viaShell(({ getSuggestions, quietPublicApi }, keyword: string) => getSuggestions(quietPublicApi, keyword));

function keep(keyword: string, items: Suggestion[]) {
  kept.set(keyword, items);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
}

/**
 * The type-ahead suggestions of `keyword` (search.suggest), asked SUGGEST_DEBOUNCE_MS after the last change and
 * only while `enabled` (the box has typed text and its panel is open). While the next answer is on its way the
 * previous list stays, so the list does not flicker between keys; an empty keyword has none. Plain state, not a
 * query cache: the header box renders on every page, with or without a QueryClient.
 */
export function useSuggestions(keyword: string, enabled: boolean): Suggestion[] {
  const value = keyword.trim();
  const [answer, setAnswer] = useState<Suggestion[]>([]);
  useEffect(() => {
    if (!enabled || !value) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      const items = kept.get(value) ?? (await suggest(value).catch(() => null));
      if (cancelled || items === null) return;
      keep(value, items);
      setAnswer(items);
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [value, enabled]);
  return value ? answer : [];
}
