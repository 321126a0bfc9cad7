import { describe, expect, it } from 'vitest';
import { helpMetadata, newsListMetadata, newsMetadata } from '@/components/content/seo';
import { routes } from '@/lib/routes';
import { mockHelpArticle, mockNewsDetail } from '@/mocks/fixtures/content';

describe('news and help page metadata', () => {
  const article = mockNewsDetail(101)!;

  it('an article is canonical to its id page, an article for Open Graph, and announces the RSS feed', () => {
    const meta = newsMetadata(article);
    expect(meta.title).toBe(article.title);
    expect(meta.description).toBe(article.summary);
    expect(String(meta.alternates?.canonical)).toMatch(/\/newsInformation\/advisoryDetails\/101$/);
    expect(meta.alternates?.types?.['application/rss+xml']).toEqual([{ url: routes.newsFeed, title: expect.stringContaining('新闻资讯') }]);
    expect(meta.openGraph).toMatchObject({ type: 'article', publishedTime: article.publishedAt, section: '法规动态' });
  });

  it('a category page keeps its category and page in the canonical URL', () => {
    const meta = newsListMetadata('法规动态（第 2 页）', '…', routes.newsCategory('regulation', 2));
    expect(String(meta.alternates?.canonical)).toMatch(/\/newsInformation\/informationClassification\?category=regulation&pageNo=2$/);
  });

  it('a help article is canonical to its section page with its id; the section alone without one', () => {
    const a = mockHelpArticle(11)!;
    const meta = helpMetadata(a, { title: '会员问题', lead: '…', path: routes.helpMemberFor(a.id) });
    expect(meta.title).toBe('支付方式 - 会员问题');
    expect(String(meta.alternates?.canonical)).toMatch(/\/helpCenter\/memberProblem\?id=11$/);
    expect(helpMetadata(null, { title: '注册登录问题', lead: '注册、登录', path: routes.helpLogin() }).title).toBe('注册登录问题');
  });
});
