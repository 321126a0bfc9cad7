import { STANDARD_PREFIXES, STANDARD_STATUSES, type StandardListBody, type StandardStatus } from '../api/contract/standards';
import type { StandardPrefix } from './number';
import { routes } from '../routes';

/**
 * The state of /searchCenter/dataSearchofStandard lives in its URL (crawlable filter links, no client state):
 *   keyword  a keyword (the header search and the nav land here with ?keyword=)
 *   kind     a 标准代号 (GB, GB/T, HJ …)
 *   status   现行 | 即将实施 | 废止
 *   field    an area (化学试剂, 食品安全 …)
 *   pageNo   1-based (1 is left out)
 * `standardListHref` writes them in this order and leaves defaults and unknown values out: one state, one URL.
 */
export interface StandardListState {
  keyword?: string;
  kind?: StandardPrefix;
  status?: StandardStatus;
  field?: string;
  pageNo: number;
}

export const STANDARD_LIST_PAGE_SIZE = 10;
const MAX_KEYWORD = 100;
const MAX_FIELD = 20;
const MAX_PAGE_NO = 10_000;

type Params = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined;

export function parseStandardListState(params: Params): StandardListState {
  const keyword = first(params.keyword)?.slice(0, MAX_KEYWORD);
  const kind = first(params.kind);
  const status = first(params.status);
  const field = first(params.field);
  const pageNo = Number(first(params.pageNo));
  return {
    keyword,
    kind: (STANDARD_PREFIXES as readonly string[]).includes(kind ?? '') ? (kind as StandardPrefix) : undefined,
    status: (STANDARD_STATUSES as readonly string[]).includes(status ?? '') ? (status as StandardStatus) : undefined,
    field: field && field.length <= MAX_FIELD ? field : undefined,
    pageNo: Number.isInteger(pageNo) && pageNo >= 1 && pageNo <= MAX_PAGE_NO ? pageNo : 1,
  };
}

export function standardListHref(state: Partial<StandardListState>): string {
  const q = new URLSearchParams();
  if (state.keyword) q.set('keyword', state.keyword);
  if (state.kind) q.set('kind', state.kind);
  if (state.status) q.set('status', state.status);
  if (state.field) q.set('field', state.field);
  if (state.pageNo && state.pageNo > 1) q.set('pageNo', String(state.pageNo));
  const text = q.toString();
  return text ? `${routes.standards}?${text}` : routes.standards;
}

export const standardListBodyOf = (s: StandardListState): StandardListBody => ({ keyword: s.keyword, prefix: s.kind, status: s.status, field: s.field });
