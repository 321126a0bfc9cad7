import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import NewsArticleView from '@/components/content/NewsArticleView';
import NewsList from '@/components/content/NewsList';
import HelpPage from '@/components/content/HelpPage';
import { firstArticle, helpGroups } from '@/components/content/helpMenu';
import { browserApi } from '@/lib/api/browser';
import { getHelpArticle, getHelpTree, getNews, getNewsArticle } from '@/lib/api/content';
import { ApiFailure } from '@/lib/api/client';
import { CONTENT_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { createMockServer } from '@/mocks/node';

/** The news and help pieces rendered over the mock API (mocks/handlers/content.ts), as the pages use them. */
const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('news', () => {
  it('lists a category newest first with dates in China time and links to the articles', async () => {
    const page = await getNews(browserApi, { category: 'regulation' });
    expect(page.totalCount).toBe(2);
    render(<NewsList items={page.rows} />);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['2025年版《中国药典》今日起正式施行：标准切换检查清单', '2025年版《中华人民共和国药典》颁布，自2025年10月1日起施行']);
    expect(links[0].getAttribute('href')).toBe(routes.newsDetail(101));
    expect(screen.getByText('2025-10-01')).toBeTruthy();
    expect(screen.getAllByText('法规动态')).toHaveLength(2);
  });

  it('shows an article: title, source with its link through /jumpIndex, neighbours, related and the Article JSON-LD', async () => {
    const article = await getNewsArticle(browserApi, 101);
    const { container } = render(<NewsArticleView article={article} />);
    expect(screen.getByRole('heading', { level: 1, name: article.title })).toBeTruthy();
    expect(screen.getByText(/国家药品监督管理局；国家药典委员会/)).toBeTruthy();
    expect(screen.getByRole('link', { name: CONTENT_MSG.newsSourceLink }).getAttribute('href')).toBe(routes.jumpIndex('https://www.chp.org.cn/'));
    // The newest of its category: no 上一篇; 下一篇 is the older one.
    const neighbours = screen.getByRole('navigation', { name: `${CONTENT_MSG.newsPrev}${CONTENT_MSG.newsNext}` });
    expect(within(neighbours).getByText(CONTENT_MSG.newsNone)).toBeTruthy();
    expect(within(neighbours).getByRole('link').getAttribute('href')).toBe(routes.newsDetail(102));
    expect(screen.getByRole('heading', { name: CONTENT_MSG.newsRelated })).toBeTruthy();
    const lds = [...container.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!) as Record<string, unknown>);
    expect(lds.find((l) => l['@type'] === 'Article')).toMatchObject({ '@type': 'Article', headline: article.title, articleSection: '法规动态' });
    const crumbs = lds.find((l) => l['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual(['首页', CONTENT_MSG.newsTitle, '法规动态', article.title]);
  });

  it('an unknown article is refused with the API message', async () => {
    const failure = await getNewsArticle(browserApi, 9999).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ kind: 'rejected', message: '资讯不存在' });
  });
});

describe('help centre', () => {
  it('turns the tree into menu groups: articles to their section page, external links through /jumpIndex', async () => {
    const tree = await getHelpTree(browserApi);
    const groups = helpGroups(tree);
    expect(groups.map((g) => g.title)).toEqual(['账号与登录', '支付与发票', '监管机构网站']);
    expect(groups[0].links[1]).toEqual({ label: '登录方式说明', href: routes.helpLogin(3), alsoCurrentAt: [routes.helpTopic('login', 'login-modes')] });
    // The section's first article is also what its bare page shows.
    expect(groups[1].links[0]).toEqual({ label: '支付方式', href: routes.helpMemberFor(11), alsoCurrentAt: [routes.helpTopic('member', 'pay-methods'), routes.helpMemberFor()] });
    expect(groups[2].links[0]).toEqual({ label: '国家药品监督管理局', href: routes.jumpIndex('https://www.nmpa.gov.cn/'), alsoCurrentAt: [] });
    expect(firstArticle(tree, 'member')?.name).toBe('支付方式');
  });

  it('renders an article with its group, the other questions of the group and the hotline', async () => {
    const [tree, article] = await Promise.all([getHelpTree(browserApi), getHelpArticle(browserApi, 11)]);
    render(<HelpPage title={CONTENT_MSG.helpMemberTitle} path={routes.helpMember} article={article} tree={tree} />);
    expect(screen.getByRole('heading', { level: 1, name: '支付方式' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '对公转账' })).toBeTruthy();
    expect(screen.getByText('支付与发票')).toBeTruthy();
    expect(screen.getByRole('link', { name: '发票说明' }).getAttribute('href')).toBe(routes.helpMemberFor(12));
    expect(screen.getByText(/没有找到答案/)).toBeTruthy();
  });
});
