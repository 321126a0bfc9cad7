import { normaliseCas } from '../../lib/chem/cas';
import { data } from '../../lib/api/contract/data';
import { dataRecordCards, dataRecordOf, libraryCards, libraryMembers } from '../fixtures/data';
import { mock, ok, okPage, rejected } from '../mock';

/*
 * The data-centre calls (lib/api/contract/data.ts) answered from mocks/fixtures/data.ts. The keyword reading is
 * server/services/data/match.ts in small: names contain it (any case), or CAS, formula or InChIKey equal it;
 * exact hits first. An empty keyword lists every record newest first (data.search) or nothing (the 数据 tab).
 */
function matching(keyword: string) {
  const q = keyword.trim().toLowerCase();
  if (!q) return [...dataRecordCards].sort((a, b) => b.id - a.id);
  const cas = normaliseCas(keyword);
  const exact = (r: (typeof dataRecordCards)[number]) => r.cas === cas || r.inchiKey.toLowerCase() === q || r.formula.toLowerCase() === q || r.nameCn.toLowerCase() === q || r.nameEn.toLowerCase() === q;
  const hits = dataRecordCards.filter((r) => exact(r) || r.nameCn.toLowerCase().includes(q) || r.nameEn.toLowerCase().includes(q));
  return hits.sort((a, b) => Number(exact(b)) - Number(exact(a)) || a.nameCn.length - b.nameCn.length);
}

export const dataHandlers = [
  mock(data.search, ({ body, paging }) => okPage(matching(body.keyword ?? ''), paging)),
  mock(data.indexSearch, ({ body, paging }) => okPage(body.keyword ? matching(body.keyword) : [], paging)),
  mock(data.record, ({ params }) => {
    const card = dataRecordCards.find((r) => r.id === params.id);
    return card ? ok(dataRecordOf(card)) : rejected('数据记录不存在');
  }),
  mock(data.libraries, () => ok(libraryCards)),
  mock(data.library, ({ params, paging }) => {
    const library = libraryCards.find((l) => l.id === params.id);
    if (!library) return rejected('数据库不存在');
    const members = libraryMembers[library.id];
    return ok({ library, members: members.slice(paging.offset, paging.offset + paging.pageSize) }, members.length);
  }),
];
