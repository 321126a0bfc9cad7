import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { NEWS_CATEGORIES, type HelpNode, type NewsSearchBody } from '../../lib/api/contract/content';
import { seedContent } from '../../server/db/seed/content';
import { newsSeed } from '../../server/db/seed/data/content-news';
import { ok, rejected, totalOf } from './contract-calls';
import { createTestApi, type TestApi, OPERATOR_KEY } from './harness';

/** News and help centre (docs/api.md "News and help centre"). */
const C = contract.content;
const ADMIN_TOKEN = 'operator-token-for-tests-0123456789';
const admin = { 'x-api-key': OPERATOR_KEY };
let api: TestApi;
/** The storefront's revalidation hook, as the API calls it after an operator change. */
const revalidations: { token: string | undefined; tags: string[] }[] = [];
const storefront = http.createServer((req, res) => {
  let text = '';
  req.on('data', (c: Buffer) => (text += c));
  req.on('end', () => {
    revalidations.push({ token: req.headers['x-admin-token'] as string | undefined, tags: (JSON.parse(text) as { tags: string[] }).tags });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":1}');
  });
});
beforeAll(async () => {
  await new Promise<void>((resolve) => storefront.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(storefront.address() as AddressInfo).port}`;
  api = await createTestApi({ env: { ADMIN_TOKEN, STOREFRONT_ORIGIN: origin } });
});
afterAll(async () => {
  await api.close();
  await new Promise((resolve) => storefront.close(resolve));
});

type SearchInput = NewsSearchBody & { pageNo?: number; pageSize?: number };
const search = ({ pageNo, pageSize, ...body }: SearchInput = {}) => api.call(C.newsSearch, { body, pageNo, pageSize });

describe('news search (SPEC index/news/data/search)', () => {
  it('pages 12 at a time, newest first, with the total', async () => {
    const first = await search({ pageNo: 1, pageSize: 12 });
    const rows = ok(first);
    expect(rows).toHaveLength(12);
    expect(totalOf(first)).toBe(newsSeed.length);
    expect(newsSeed.length).toBeGreaterThanOrEqual(30);
    const times = rows.map((r) => r.publishedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const third = ok(await search({ pageNo: 3, pageSize: 12 }));
    expect(third).toHaveLength(newsSeed.length - 24);
    // No article on two pages.
    expect(new Set([...rows, ...third].map((r) => r.id)).size).toBe(rows.length + third.length);
    // The default page size is SPEC §9's 12.
    expect(ok(await search())).toHaveLength(12);
  });

  it('filters by category, each category having articles with its Chinese name', async () => {
    for (const category of NEWS_CATEGORIES) {
      const res = await search({ category, pageSize: 50 });
      const rows = ok(res);
      expect(rows.length).toBeGreaterThan(3);
      expect(totalOf(res)).toBe(newsSeed.filter((a) => a.category === category).length);
      expect(new Set(rows.map((r) => r.category))).toEqual(new Set([category]));
    }
    expect(ok(await search({ category: 'regulation', pageSize: 50 }))[0].categoryName).toBe('法规动态');
  });

  it('finds by keyword in title or summary; a % is a literal', async () => {
    const rows = ok(await search({ keyword: '亚硝胺', pageSize: 50 }));
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.every((r) => `${r.title}${r.summary}`.includes('亚硝胺'))).toBe(true);
    expect(ok(await search({ keyword: '%' }))).toEqual([]);
  });

  it('refuses bad input with a Chinese message', async () => {
    rejected(await api.raw(C.newsSearch, { body: { category: 'sports' } }), /资讯分类应为/);
    rejected(await api.raw(C.newsSearch, { body: { keyword: 'x'.repeat(51) } }), /关键词不能超过50个字/);
    rejected(await api.raw(C.newsSearch, { headers: { pageSize: '51' } }), /pageSize/);
  });
});

describe('news detail', () => {
  it('answers the article as sanitised HTML with its source, neighbours and related articles', async () => {
    const [first] = ok(await search({ keyword: 'NDSRIs' }));
    const article = ok(await api.call(C.newsDetail, { params: { id: first.id } }));
    expect(article.title).toContain('NDSRIs');
    expect(article.source).toContain('FDA');
    expect(article.html).toContain('<table>');
    expect(article.html).toContain('<td>26.5</td>');
    expect(article.related.length).toBeGreaterThan(0);
    expect(article.related.every((r) => r.category === 'regulation' && r.id !== article.id)).toBe(true);
    // prev is the newer neighbour of the category, next the older; walking next comes back with prev.
    expect(article.next).not.toBeNull();
    const older = ok(await api.call(C.newsDetail, { params: { id: article.next!.id } }));
    expect(older.prev).toEqual({ id: article.id, title: article.title });
    expect(older.publishedAt < article.publishedAt).toBe(true);
  });

  it('refuses an unknown or malformed id', async () => {
    rejected(await api.call(C.newsDetail, { params: { id: 999999 } }), '资讯不存在');
    rejected(await api.raw(C.newsDetail, { params: { id: 'abc' } }), '参数 id 类型错误，应为数字');
  });
});

describe('operator: create, update, unpublish', () => {
  const input = { category: 'company' as const, title: '测试：春节发货安排', summary: '春节期间的发货安排。', body: '正文<script>alert(1)</script>**加粗**' };

  it('needs the operator token', async () => {
    rejected(await api.call(C.newsCreate, { body: input }), '请先登录运营后台（登录已失效或未登录）');
    rejected(await api.call(C.newsCreate, { body: input }, { 'x-api-key': `${OPERATOR_KEY}x` }), '请先登录运营后台（登录已失效或未登录）');
    rejected(await api.call(C.newsPublish, { params: { id: 1 }, body: { published: false } }), '请先登录运营后台（登录已失效或未登录）');
    expect(totalOf(await search())).toBe(newsSeed.length);
    expect(revalidations).toEqual([]);
  });

  it('publishes, edits and takes an article off the site, expiring the storefront’s news pages; its HTML never carries the script', async () => {
    revalidations.length = 0;
    const created = ok(await api.call(C.newsCreate, { body: input }, admin));
    expect(created).toMatchObject({ title: input.title, author: '标准品商城编辑部', published: true, categoryName: '公司新闻' });
    const [newest] = ok(await search({ category: 'company' }));
    expect(newest.id).toBe(created.id);
    const detail = ok(await api.call(C.newsDetail, { params: { id: created.id } }));
    expect(detail.html).toContain('<strong>加粗</strong>');
    expect(detail.html).not.toMatch(/script|alert/);

    const edited = ok(await api.call(C.newsUpdate, { params: { id: created.id }, body: { title: '测试：春节发货安排（更新）' } }, admin));
    expect(edited.title).toBe('测试：春节发货安排（更新）');
    rejected(await api.call(C.newsUpdate, { params: { id: created.id }, body: {} }, admin), '没有要修改的内容');
    rejected(await api.call(C.newsUpdate, { params: { id: 999999 }, body: { title: 'x' } }, admin), '资讯不存在');

    ok(await api.call(C.newsPublish, { params: { id: created.id }, body: { published: false } }, admin));
    rejected(await api.call(C.newsDetail, { params: { id: created.id } }), '资讯不存在');
    expect(ok(await search({ category: 'company', pageSize: 50 })).some((r) => r.id === created.id)).toBe(false);
    ok(await api.call(C.newsPublish, { params: { id: created.id }, body: { published: true } }, admin));
    expect(ok(await api.call(C.newsDetail, { params: { id: created.id } })).title).toBe('测试：春节发货安排（更新）');
    ok(await api.call(C.newsPublish, { params: { id: created.id }, body: { published: false } }, admin));
    expect(revalidations.map((r) => r.tags)).toEqual([['news', 'sitemap'], ['news'], ['news', 'sitemap'], ['news', 'sitemap'], ['news', 'sitemap']]);
    expect(revalidations.every((r) => r.token === ADMIN_TOKEN)).toBe(true);
  });

  it('refuses bad articles with Chinese messages', async () => {
    rejected(await api.raw(C.newsCreate, { body: { ...input, title: '' }, headers: admin }), /请填写标题/);
    rejected(await api.raw(C.newsCreate, { body: { ...input, sourceUrl: 'javascript:alert(1)' }, headers: admin }), /来源链接应以 http/);
    rejected(await api.raw(C.newsCreate, { body: { ...input, category: 'x' }, headers: admin }), /资讯分类应为/);
  });

  it('a restart seeds nothing twice and keeps what the operator changed', async () => {
    const [victim] = ok(await search({ category: 'technical' }));
    ok(await api.call(C.newsUpdate, { params: { id: victim.id }, body: { summary: '运营修改过的摘要' } }, admin));
    await seedContent(api.database.db);
    expect(totalOf(await search())).toBe(newsSeed.length);
    expect(ok(await api.call(C.newsDetail, { params: { id: victim.id } })).summary).toBe('运营修改过的摘要');
  });
});

describe('help centre (SPEC menutree)', () => {
  const flat = (nodes: HelpNode[]): HelpNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);

  it('lists the tree: 账号与登录 first, type 1 articles and type 2 links with the URL in the description', async () => {
    const res = await api.call(C.menuTreeList, { pageNo: 1, pageSize: 100 });
    const roots = ok(res);
    expect(roots[0]).toMatchObject({ name: '账号与登录', pId: 0, section: 'login', type: 1 });
    expect(roots.map((r) => r.name)).toEqual(['账号与登录', '购物指南', '支付与发票', '售后与资料', '合规与配送', '监管机构网站']);
    const all = flat(roots);
    expect(all.find((n) => n.name === '登录方式说明')).toMatchObject({ type: 1, pId: roots[0].id, section: 'login' });
    const link = all.find((n) => n.name === '国家药品监督管理局')!;
    expect(link).toMatchObject({ type: 2, description: 'https://www.nmpa.gov.cn/' });
    expect(all.filter((n) => n.section === 'member').length).toBeGreaterThan(10);
  });

  it('gives a node’s children by pId (form or JSON), roots for 0, nothing for a leaf', async () => {
    const roots = ok(await api.call(C.menuTreeList, {}));
    const children = ok(await api.call(C.menuTreeByParent, { body: { pId: roots[2].id } }));
    expect(children.map((c) => c.name)).toEqual(['支付方式', '发票说明']);
    expect(children.every((c) => c.children.length === 0)).toBe(true);
    const form = await api.raw(C.menuTreeByParent, { body: `pId=${roots[2].id}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.json.code).toBe(1);
    expect((form.json.data as HelpNode[]).map((c) => c.name)).toEqual(['支付方式', '发票说明']);
    expect(ok(await api.call(C.menuTreeByParent, { body: { pId: 0 } })).map((r) => r.id)).toEqual(roots.map((r) => r.id));
    expect(ok(await api.call(C.menuTreeByParent, { body: { pId: children[0].id } }))).toEqual([]);
    rejected(await api.raw(C.menuTreeByParent, { body: { pId: 'abc' } }), '参数 pId 类型错误，应为数字');
    rejected(await api.raw(C.menuTreeByParent, { body: { pId: -1 } }), /pId 应为整数/);
  });

  it('answers an article as sanitised HTML; a group or a link is not an article', async () => {
    const all = flat(ok(await api.call(C.menuTreeList, {})));
    const pay = all.find((n) => n.name === '支付方式')!;
    const article = ok(await api.call(C.helpArticle, { params: { id: pay.id } }));
    expect(article).toMatchObject({ name: '支付方式', groupName: '支付与发票', section: 'member' });
    expect(article.html).toContain('<h2>对公转账</h2>');
    expect(article.html).toContain('支付宝');
    rejected(await api.call(C.helpArticle, { params: { id: all.find((n) => n.name === '国家药品监督管理局')!.id } }), '帮助文章不存在');
    rejected(await api.call(C.helpArticle, { params: { id: 999999 } }), '帮助文章不存在');
  });

  it('makes the tree equal to the data file again at start', async () => {
    const before = ok(await api.call(C.menuTreeList, {}));
    await seedContent(api.database.db);
    expect(ok(await api.call(C.menuTreeList, {}))).toEqual(before);
  });
});

it('seed keys are unique', () => {
  expect(new Set(newsSeed.map((a) => a.key)).size).toBe(newsSeed.length);
});
