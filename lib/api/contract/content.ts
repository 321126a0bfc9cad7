import { z } from 'zod';
import { endpoint, FORM_MEDIA_TYPE } from './endpoint';
import { idParams, idSchema, pageBody, searchText, wholeNumber } from './common';

const PRODUCT_API = '/mall/shopping/product/api';
const NEWS_API = '/mall/operation/news/api';

/** The four news categories: URL slug → the name the pages show. */
export const NEWS_CATEGORIES = ['industry', 'regulation', 'company', 'technical'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
export const NEWS_CATEGORY_NAME: Record<NewsCategory, string> = { industry: '行业资讯', regulation: '法规动态', company: '公司新闻', technical: '技术文章' };
export const isNewsCategory = (v: unknown): v is NewsCategory => (NEWS_CATEGORIES as readonly unknown[]).includes(v);

/** SPEC §9: news 12 per page. */
export const NEWS_PAGE_SIZE = 12;
export const NEWS_PAGE_SIZE_MAX = 50;
export const NEWS_KEYWORD_MAX = 50;
export const NEWS_TITLE_MAX = 120;
export const NEWS_SUMMARY_MAX = 300;
export const NEWS_BODY_MAX = 60_000;

/** An article as lists show it. Times are ISO strings. */
export const newsSummarySchema = z.object({
  id: z.number().int(),
  category: z.enum(NEWS_CATEGORIES),
  categoryName: z.string(),
  title: z.string(),
  summary: z.string(),
  source: z.string().nullable(),
  author: z.string(),
  publishedAt: z.string(),
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;

const neighbourSchema = z.object({ id: z.number().int(), title: z.string() }).nullable();

/** One article: its sanitised HTML (rendered by the API from Markdown), its neighbours in the category, related ones. */
export const newsDetailSchema = newsSummarySchema.extend({
  html: z.string(),
  sourceUrl: z.string().nullable(),
  updatedAt: z.string(),
  /** The newer and the older article of the same category. */
  prev: neighbourSchema,
  next: neighbourSchema,
  related: z.array(newsSummarySchema),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;

const categoryRule = z.enum(NEWS_CATEGORIES, { error: `资讯分类应为 ${NEWS_CATEGORIES.join('、')} 之一` });

export const newsSearchBody = pageBody.extend({
  category: categoryRule.optional(),
  keyword: searchText(z.string().trim().max(NEWS_KEYWORD_MAX, `关键词不能超过${NEWS_KEYWORD_MAX}个字`)).optional(),
});
export type NewsSearchBody = z.infer<typeof newsSearchBody>;

const text = (label: string, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}不能超过${max}个字`);

const httpUrl = z
  .string()
  .trim()
  .max(500, '来源链接过长')
  .refine((u) => /^https?:\/\/[^\s]+$/i.test(u), '来源链接应以 http:// 或 https:// 开头');

/** What the operator writes: Markdown body; `publishedAt` defaults to now. */
export const newsInputSchema = z.object({
  category: categoryRule,
  title: text('标题', NEWS_TITLE_MAX),
  summary: text('摘要', NEWS_SUMMARY_MAX),
  body: text('正文', NEWS_BODY_MAX),
  source: z.string().trim().max(100, '来源不能超过100个字').nullable().optional(),
  sourceUrl: httpUrl.nullable().optional(),
  author: z.string().trim().min(1, '请填写作者').max(40, '作者不能超过40个字').optional(),
  publishedAt: z.iso.datetime({ offset: true, error: '发布时间应为 ISO 8601 时间，如 2026-11-01T08:00:00+08:00' }).optional(),
});
export type NewsInput = z.infer<typeof newsInputSchema>;

/** What the operator sees after a change: the article's state. */
export const newsAdminSchema = newsSummarySchema.extend({ published: z.boolean() });

/** SPEC §3 help-centre tree: id, name, children, type (1 internal page, 2 external link in the description). */
export const HELP_NODE_TYPE = { page: 1, link: 2 } as const;
export const HELP_SECTIONS = ['login', 'member'] as const;
export type HelpSection = (typeof HELP_SECTIONS)[number];

export interface HelpNode {
  id: number;
  /** Stable name of the node (seed key): links written in code (the footer) name an article by it. */
  key: string;
  pId: number;
  name: string;
  type: 1 | 2;
  section: HelpSection;
  description: string;
  children: HelpNode[];
}
export const helpNodeSchema: z.ZodType<HelpNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    key: z.string(),
    /** 0 for a root. */
    pId: z.number().int(),
    name: z.string(),
    type: z.union([z.literal(1), z.literal(2)]),
    section: z.enum(HELP_SECTIONS),
    /** Type 2: the external link; type 1: a one-line summary. */
    description: z.string(),
    children: z.array(helpNodeSchema),
  }),
);

export const helpArticleSchema = z.object({
  id: z.number().int(),
  pId: z.number().int(),
  name: z.string(),
  section: z.enum(HELP_SECTIONS),
  description: z.string(),
  /** The parent group's name (breadcrumbs). */
  groupName: z.string().nullable(),
  html: z.string(),
  updatedAt: z.string(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

/** News and help centre (docs/api.md "News and help centre"). */
export const content = {
  /** SPEC §7 `index/news/data/search` (pageNo 1, pageSize 12): newest first, by category and keyword. */
  newsSearch: endpoint({
    title: '资讯搜索',
    method: 'POST',
    path: `${PRODUCT_API}/index/news/data/search`,
    body: newsSearchBody,
    paged: { defaultSize: NEWS_PAGE_SIZE, maxSize: NEWS_PAGE_SIZE_MAX },
    data: z.array(newsSummarySchema),
  }),
  newsDetail: endpoint({
    title: '资讯详情',
    method: 'GET',
    path: `${NEWS_API}/news/detail/{id}`,
    params: idParams,
    data: newsDetailSchema,
  }),
  newsCreate: endpoint({
    title: '运营：发布资讯',
    method: 'POST',
    path: `${NEWS_API}/operator/news/create`,
    body: newsInputSchema,
    auth: 'operator', permission: 'content',
    data: newsAdminSchema,
  }),
  newsUpdate: endpoint({
    title: '运营：修改资讯',
    method: 'POST',
    path: `${NEWS_API}/operator/news/update/{id}`,
    params: idParams,
    body: newsInputSchema.partial(),
    auth: 'operator', permission: 'content',
    data: newsAdminSchema,
  }),
  /** published false takes an article off the site (资讯不存在 to visitors); true puts it back. */
  newsPublish: endpoint({
    title: '运营：上线/下线资讯',
    method: 'POST',
    path: `${NEWS_API}/operator/news/publish/{id}`,
    params: idParams,
    body: z.object({ published: z.boolean({ error: 'published 应为 true 或 false' }) }),
    auth: 'operator', permission: 'content',
    data: newsAdminSchema,
  }),
  /** SPEC §7 `menutree/list` (pageNo 1, pageSize 100): the roots with their children. */
  menuTreeList: endpoint({
    title: '帮助中心目录',
    method: 'POST',
    path: `${NEWS_API}/menutree/list`,
    body: pageBody,
    paged: { defaultSize: 100, maxSize: 100 },
    data: z.array(helpNodeSchema),
  }),
  /** SPEC §7 `menutree/getMenuTreeListByParentId` (form pId): a node's children; pId 0 the roots. */
  menuTreeByParent: endpoint({
    title: '帮助中心子目录',
    method: 'POST',
    path: `${NEWS_API}/menutree/getMenuTreeListByParentId`,
    consumes: FORM_MEDIA_TYPE,
    body: z.object({ pId: wholeNumber(z.number({ error: 'pId 应为整数' }).int('pId 应为整数').min(0, 'pId 应为整数').max(2_147_483_647, 'pId 超出范围')) }),
    data: z.array(helpNodeSchema),
  }),
  /** A type-1 node's article. */
  helpArticle: endpoint({
    title: '帮助文章',
    method: 'GET',
    path: `${NEWS_API}/menutree/detail/{id}`,
    params: z.object({ id: idSchema }),
    data: helpArticleSchema,
  }),
} as const;
