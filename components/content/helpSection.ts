import 'server-only';
import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import type { HelpNode, HelpSection } from '@/lib/api/contract/content';
import { dataOrNull, ReadUnavailable, required } from '@/lib/api/read';
import { parsePositiveInt } from '@/lib/catalogue/listQuery';
import { readHelpArticle, readHelpTree } from '@/lib/content/read';
import { CONTENT_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { firstArticle } from './helpMenu';
import { helpMetadata } from './seo';

export type HelpSearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The two help pages: 注册登录问题 (the 账号与登录 group) and 会员问题 (every other group). */
export const HELP_SECTION = {
  login: { title: M.helpLoginTitle, lead: M.helpLoginLead, path: (id?: number) => routes.helpLogin(id) },
  member: { title: M.helpMemberTitle, lead: M.helpMemberLead, path: (id?: number) => routes.helpMemberFor(id) },
} as const;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** `?id=` (SPEC), or `?topic=` — a node's stable key, for links written in code — resolved through the tree. */
async function wantedId(searchParams: HelpSearchParams, tree?: HelpNode[]): Promise<number | null | 'bad'> {
  const q = await searchParams;
  const topic = first(q.topic);
  if (topic) return (tree && findByKey(tree, topic)?.id) || 'bad';
  const text = first(q.id);
  if (text === undefined || text === '') return null;
  return parsePositiveInt(text, 2_147_483_647) ?? 'bad';
}

const findByKey = (nodes: HelpNode[], key: string): HelpNode | undefined => {
  for (const n of nodes) {
    if (n.key === key) return n;
    const hit = findByKey(n.children, key);
    if (hit) return hit;
  }
  return undefined;
};

/**
 * The article a help page shows: `?id=` (an article of this section; one of the other section is the 404 page,
 * so each article has one URL), else the section's first article.
 */
export async function loadHelpSection(section: HelpSection, searchParams: HelpSearchParams) {
  const treeRead = await readHelpTree();
  if (!treeRead.ok) throw new ReadUnavailable(treeRead.message);
  const tree = treeRead.data;
  const id = await wantedId(searchParams, tree);
  if (id === 'bad') notFound();
  const articleId = id ?? firstArticle(tree, section)?.id;
  if (!articleId) notFound();
  const article = required(await readHelpArticle(articleId));
  if (article.section !== section) notFound();
  return { tree, article };
}

export async function helpSectionMetadata(section: HelpSection, searchParams: HelpSearchParams): Promise<Metadata> {
  const tree = await readHelpTree().then(dataOrNull);
  const id = await wantedId(searchParams, tree ?? undefined);
  const info = HELP_SECTION[section];
  const article = typeof id === 'number' ? await readHelpArticle(id).then(dataOrNull) : null;
  const own = article && article.section === section ? article : null;
  return helpMetadata(own, { title: info.title, lead: info.lead, path: info.path(own?.id) });
}
