import { content } from '../../lib/api/contract/content';
import { mockHelpArticle, mockHelpTree, mockNews, mockNewsDetail, newestNewsFirst, toNewsSummary } from '../fixtures/content';
import { mock, ok, okPage, rejected } from '../mock';

/** News and help-centre calls over the fixtures, with the API's refusals (server/services/content). */
export const contentHandlers = [
  mock(content.newsSearch, ({ body, paging }) => {
    const keyword = body.keyword?.trim();
    const rows = mockNews
      .filter((a) => (!body.category || a.category === body.category) && (!keyword || `${a.title}${a.summary}`.includes(keyword)))
      .sort(newestNewsFirst)
      .map(toNewsSummary);
    return okPage(rows, paging);
  }),
  mock(content.newsDetail, ({ params }) => {
    const a = mockNewsDetail(params.id);
    return a ? ok(a) : rejected('资讯不存在');
  }),
  mock(content.menuTreeList, ({ paging }) => okPage(mockHelpTree, paging)),
  mock(content.menuTreeByParent, ({ body }) => {
    if (body.pId === 0) return ok(mockHelpTree.map((n) => ({ ...n, children: [] })));
    return ok(mockHelpTree.find((n) => n.id === body.pId)?.children ?? []);
  }),
  mock(content.helpArticle, ({ params }) => {
    const a = mockHelpArticle(params.id);
    return a ? ok(a) : rejected('帮助文章不存在');
  }),
];
