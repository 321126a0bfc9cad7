import { create } from 'zustand';
import Cookies from 'js-cookie';
import { COOKIE, SEARCH_HISTORY_DAYS, SEARCH_HISTORY_MAX } from '@/lib/constants';

/**
 * SPEC §3 search history: the cookies `resultArray` (terms) and `typeArray` (the header's scheme-A type
 * index of each term), comma lists in the same order, newest first, at most SEARCH_HISTORY_MAX unique
 * terms, kept SEARCH_HISTORY_DAYS days from the last search.
 *
 * A term may itself contain a comma ('GB/T 601-2016, 附录') or a percent sign ('95%乙醇'): each term is
 * escaped — `%` → `%25`, `,` → `%2C` — before the list is joined, and unescaped after it is split.
 * (js-cookie then URI-encodes the whole value as usual.) A list written by the old site without the
 * escaping still reads back, as long as its terms had no commas.
 *
 * The cookies are the truth: every change reads them first, so two tabs never lose each other's terms.
 */
export const HISTORY_TERMS_COOKIE = COOKIE.searchTerms;
export const HISTORY_TYPES_COOKIE = COOKIE.searchTypes;
/**
 * Longest term kept (characters). A cookie holds about 4 KB and a Chinese character costs 9 bytes
 * URI-encoded: five 50-character terms stay well inside it.
 */
export const HISTORY_TERM_MAX = 50;

export interface HistoryEntry {
  term: string;
  /** Scheme A (header): 0 all, 1 methods, 2 products, 3 data. */
  type: number;
}

const SEPARATOR = ',';

export const escapeTerm = (term: string) => term.replace(/[%,]/g, (c) => (c === '%' ? '%25' : '%2C'));
export const unescapeTerm = (text: string) => text.replace(/%(25|2C)/gi, (m) => (m === '%25' ? '%' : ','));

const normalise = (term: string) => Array.from(term.trim()).slice(0, HISTORY_TERM_MAX).join('').trim();
/** Two spellings that differ only in letter case are one term (the newer spelling is kept). */
const sameTerm = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function unique(entries: HistoryEntry[]): HistoryEntry[] {
  const out: HistoryEntry[] = [];
  for (const e of entries) if (e.term && !out.some((o) => sameTerm(o.term, e.term))) out.push(e);
  return out.slice(0, SEARCH_HISTORY_MAX);
}

/** The history as the cookies hold it now (malformed parts are dropped, never thrown). */
export function readHistory(): HistoryEntry[] {
  const terms = Cookies.get(HISTORY_TERMS_COOKIE);
  if (!terms) return [];
  const types = (Cookies.get(HISTORY_TYPES_COOKIE) ?? '').split(SEPARATOR);
  return unique(
    terms.split(SEPARATOR).map((raw, i) => {
      const type = Number(types[i]);
      return { term: normalise(unescapeTerm(raw)), type: Number.isInteger(type) && type >= 0 && type <= 9 ? type : 0 };
    }),
  );
}

function writeHistory(entries: HistoryEntry[]): void {
  const options = { path: '/', sameSite: 'lax' as const, secure: typeof window !== 'undefined' && window.location.protocol === 'https:' };
  if (entries.length === 0) {
    Cookies.remove(HISTORY_TERMS_COOKIE, { path: '/' });
    Cookies.remove(HISTORY_TYPES_COOKIE, { path: '/' });
    return;
  }
  const expires = SEARCH_HISTORY_DAYS;
  Cookies.set(HISTORY_TERMS_COOKIE, entries.map((e) => escapeTerm(e.term)).join(SEPARATOR), { ...options, expires });
  Cookies.set(HISTORY_TYPES_COOKIE, entries.map((e) => String(e.type)).join(SEPARATOR), { ...options, expires });
}

interface SearchHistoryState {
  entries: HistoryEntry[];
  /** Reads the cookies (on opening the drop-down: another tab may have searched meanwhile). */
  load: () => void;
  /** Records a search: the term moves to the front; the oldest falls off past SEARCH_HISTORY_MAX. */
  add: (term: string, type: number) => void;
  remove: (term: string) => void;
  clear: () => void;
}

export const useSearchHistory = create<SearchHistoryState>()((set) => {
  const commit = (entries: HistoryEntry[]) => {
    writeHistory(entries);
    set({ entries });
  };
  return {
    entries: [],
    load: () => set({ entries: readHistory() }),
    add: (term, type) => {
      const value = normalise(term);
      if (!value) return;
      commit(unique([{ term: value, type }, ...readHistory().filter((e) => !sameTerm(e.term, value))]));
    },
    remove: (term) => commit(readHistory().filter((e) => e.term !== term)),
    clear: () => commit([]),
  };
});

export const resetSearchHistory = () => useSearchHistory.setState({ entries: [] });
