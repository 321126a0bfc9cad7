import { STANDARD_STATUSES, standards } from '../../lib/api/contract/standards';
import { parseStandardNo } from '../../lib/standards/number';
import { productDetails } from '../fixtures/catalogue';
import { mockProductReferences, mockStandards, toStandardSummary } from '../fixtures/standards';
import { mock, ok, okPage, rejected } from '../mock';

/** The standards calls over the fixtures, with the API's refusals (server/services/standards). */
const keyOf = (number: string) => parseStandardNo(number)!;
const unreadable = (text: string) => rejected(`“${text.slice(0, 40)}”不是有效的标准号，请按 GB/T 601-2016 的格式输入`);
const newestFirst = (a: { number: string }, b: { number: string }) => (keyOf(b.number).year ?? 0) - (keyOf(a.number).year ?? 0);

function matches(keyword: string | undefined, s: (typeof mockStandards)[number]): boolean {
  const text = keyword?.trim();
  if (!text) return true;
  const no = parseStandardNo(text);
  if (no) return no.year !== null ? keyOf(s.number).key === no.key : keyOf(s.number).baseKey === no.baseKey || keyOf(s.number).baseKey.startsWith(`${no.baseKey}.`);
  const hay = [s.number, s.titleCn, s.titleEn ?? '', s.scope, ...s.materials.flatMap((m) => [m.nameCn, m.nameEn ?? '', m.cas ?? ''])].join(' ').toLowerCase();
  return text.split(/\s+/).every((w) => hay.includes(w.toLowerCase()));
}

const count = (values: string[]) => [...new Set(values)].map((value) => ({ value, count: values.filter((v) => v === value).length })).sort((a, b) => b.count - a.count);

export const standardHandlers = [
  mock(standards.standardList, ({ body, paging }) => {
    const rows = mockStandards
      .filter((s) => matches(body.keyword, s) && (!body.prefix || s.prefix === body.prefix) && (!body.status || s.status === body.status) && (!body.field || s.field === body.field))
      .sort((a, b) => STANDARD_STATUSES.indexOf(a.status) - STANDARD_STATUSES.indexOf(b.status));
    return okPage(rows.map(toStandardSummary), paging);
  }),
  mock(standards.standardOverview, () =>
    ok({
      total: mockStandards.length,
      byPrefix: count(mockStandards.map((s) => s.prefix)),
      byStatus: STANDARD_STATUSES.map((value) => ({ value, count: mockStandards.filter((s) => s.status === value).length })),
      byField: count(mockStandards.map((s) => s.field)),
      latest: mockStandards.filter((s) => s.status === '现行' && s.effectiveOn).map(toStandardSummary),
    }),
  ),
  mock(standards.standardDetail, ({ params }) => {
    const s = mockStandards.find((x) => x.id === params.id);
    return s ? ok(s) : rejected('标准不存在');
  }),
  mock(standards.standardByCode, ({ query }) => {
    const no = parseStandardNo(query.code);
    if (!no) return unreadable(query.code);
    const found = mockStandards
      .filter((s) => (no.year !== null ? keyOf(s.number).key === no.key : keyOf(s.number).baseKey === no.baseKey))
      .sort((a, b) => (a.status === '现行' ? 0 : 1) - (b.status === '现行' ? 0 : 1) || newestFirst(a, b));
    return found[0] ? ok(found[0]) : rejected(`未收录标准 ${no.printed}`);
  }),
  mock(standards.standardByNumber, ({ query }) => {
    const no = parseStandardNo(query.number);
    if (!no) return unreadable(query.number);
    return ok(mockStandards.filter((s) => keyOf(s.number).baseKey === no.baseKey).sort(newestFirst).map(toStandardSummary));
  }),
  mock(standards.productReferences, ({ params }) =>
    productDetails.some((p) => p.id === params.id) ? ok(mockProductReferences[params.id] ?? { methods: [], standards: [] }) : rejected('商品不存在'),
  ),
];
