import { search, type MethodHit, type StandardHit } from '../../lib/api/contract/search';
import { parseStandardNo } from '../../lib/standards/number';
import { methodHits, standardHits } from '../fixtures/knowledge-search';
import { mock, ok, okPage } from '../mock';

/*
 * The 方法 and 标准 tabs' calls, answered from mocks/fixtures/knowledge-search.ts. A small model of
 * server/search/knowledge: a standard number in any spelling finds that number (every edition without a year,
 * the one in force first; a family prefix finds its parts); otherwise every word must appear in a row's text
 * (names, pharmacopoeia words, test item, technique, title, issuing body), exact names first.
 */

const norm = (s: string) => s.normalize('NFKC').trim().toLowerCase();
const words = (keyword: string) => norm(keyword).split(/\s+/).filter(Boolean);
const PHARMACOPOEIA: Record<string, string> = { ChP: 'chp 中国药典', 'USP-NF': 'usp usp-nf 美国药典', EP: 'ep 欧洲药典 ph. eur.', JP: 'jp 日本药局方' };
const STATUS = ['现行', '即将实施', '废止'];

function methodMatches(keyword: string): MethodHit[] {
  const q = words(keyword);
  if (!q.length || parseStandardNo(keyword)) return [];
  const exact = (m: MethodHit) => [m.apiNameCn, m.apiNameEn, m.monograph, m.cas].some((n) => norm(n) === norm(keyword));
  return methodHits
    .filter((m) => {
      const text = norm([m.apiNameCn, m.apiNameEn, m.cas, m.monograph, m.testItem, m.heading ?? '', m.technique, PHARMACOPOEIA[m.pharmacopoeia]].join(' '));
      return q.every((w) => text.includes(w));
    })
    .sort((a, b) => Number(exact(b)) - Number(exact(a)));
}

function standardMatches(keyword: string): StandardHit[] {
  const number = parseStandardNo(keyword);
  const status = (s: StandardHit) => STATUS.indexOf(s.status);
  if (number) {
    const tierOf = (s: StandardHit) => {
      const n = parseStandardNo(s.number)!;
      if (n.key === number.key || (number.year === null && n.baseKey === number.baseKey)) return 0;
      if (n.baseKey === number.baseKey) return 1;
      return n.baseKey.startsWith(`${number.baseKey}.`) ? 2 : -1;
    };
    return standardHits.filter((s) => tierOf(s) >= 0).sort((a, b) => tierOf(a) - tierOf(b) || status(a) - status(b));
  }
  const q = words(keyword);
  if (!q.length) return [];
  return standardHits
    .filter((s) => q.every((w) => norm([s.number, s.titleCn, s.titleEn ?? '', s.issuedBy ?? '', s.field].join(' ')).includes(w)))
    .sort((a, b) => status(a) - status(b));
}

export const knowledgeSearchHandlers = [
  mock(search.methodSearch, ({ body, paging }) => okPage(methodMatches(body.keyword), paging)),
  mock(search.standardSearch, ({ body, paging }) => okPage(standardMatches(body.keyword), paging)),
  mock(search.knowledgeSitemap, () =>
    ok({
      methods: methodHits.map((m) => ({ id: m.id, updatedAt: '2026-11-01T08:00:00.000Z' })),
      standards: standardHits.map((s) => ({ id: s.id, updatedAt: '2026-11-01T08:00:00.000Z' })),
    }),
  ),
];
