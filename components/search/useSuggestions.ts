'use client';

import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createApiClient } from '@/lib/api/client';
import type { Suggestion } from '@/lib/api/contract/search';
import { getSuggestions } from '@/lib/api/search';
import { publicApiBase } from '@/lib/env';

/** Typing pauses this long before the box asks for suggestions (one request per pause, not per key). */
export const SUGGEST_DEBOUNCE_MS = 180;
/** The suggestions of one prefix change only with the catalogue. */
const SUGGEST_STALE_MS = 60_000;

/** Like the hot lists (SearchDropdown), suggestions are read quietly: a failed read shows nothing rather than a toast. */
const quietApi = createApiClient({ baseURL: publicApiBase, getToken: () => null });

export const suggestQuery = (keyword: string) => ({
  queryKey: ['search', 'suggest', keyword] as const,
  queryFn: () => getSuggestions(quietApi, keyword),
  staleTime: SUGGEST_STALE_MS,
});

/**
 * The type-ahead suggestions of `keyword` (search.suggest), asked SUGGEST_DEBOUNCE_MS after the last change and
 * only while `enabled` (the panel is open). While the next answer is on its way the previous list stays, so the
 * list does not flicker between keys; an empty keyword has none.
 */
export function useSuggestions(keyword: string, enabled: boolean): Suggestion[] {
  const value = keyword.trim();
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  const query = useQuery({ ...suggestQuery(settled), enabled: enabled && settled.length > 0, placeholderData: keepPreviousData });
  return value && settled ? (query.data ?? []) : [];
}
