import 'server-only';
import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import type { HelpArticle, HelpNode, HelpSection } from '@/lib/api/contract/content';
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

const findNode = (nodes: HelpNode[], match: (n: HelpNode) => boolean): HelpNode | undefined => {
  for (const n of nodes) {
    if (match(n)) return n;
    const hit = findNode(n.children, match);
    if (hit) return hit;
  }
  return undefined;
};
const findByKey = (nodes: HelpNode[], key: string) => findNode(nodes, (n) => n.key === key);

/** The group (a node with questions under it, a heading of the menu) with this id, if it is one. */
const groupOf = (tree: HelpNode[], id: number | null | 'bad') => (typeof id === 'number' ? findNode(tree, (n) => n.id === id && n.children.length > 0) : undefined);

export type HelpSectionView = { tree: HelpNode[]; article: HelpArticle; group?: undefined } | { tree: HelpNode[]; group: HelpNode; article?: undefined };

/**
 * The article a help page shows: `?id=` (an article of this section; one of the other section is the 404 page,
 * so each article has one URL), else the section's first article. The id of a group (a heading of the menu, no
 * article of its own) shows the group's questions to choose from instead (components/content/HelpGroupGuide.tsx).
 */
export async function loadHelpSection(section: HelpSection, searchParams: HelpSearchParams): Promise<HelpSectionView> {
  const treeRead = await readHelpTree();
  if (!treeRead.ok) throw new ReadUnavailable(treeRead.message);
  const tree = treeRead.data;
  const id = await wantedId(searchParams, tree);
  if (id === 'bad') notFound();
  const group = groupOf(tree, id);
  if (group) return { tree, group };
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
  const group = tree ? groupOf(tree, id) : undefined;
  if (group) return { title: `${group.name} - ${info.title}`, description: group.description || info.lead, robots: { index: false, follow: true } };
  const article = typeof id === 'number' ? await readHelpArticle(id).then(dataOrNull) : null;
  const own = article && article.section === section ? article : null;
  return helpMetadata(own, { title: info.title, lead: info.lead, path: info.path(own?.id) });
}
