import type { HelpNode } from '@/lib/api/contract/content';
import { routes } from '@/lib/routes';
import type { LinkGroup } from '@/components/layout/helpLinks';

/**
 * Where a help node leads: an article (type 1) to its section's page — 账号与登录 on /helpCenter/loginProblem,
 * every other group on /helpCenter/memberProblem — and an external link (type 2) through the /jumpIndex
 * interstitial with the URL of its description.
 */
export function helpHref(node: HelpNode): string {
  if (node.type === 2) return routes.jumpIndex(node.description);
  return node.section === 'login' ? routes.helpLogin(node.id) : routes.helpMemberFor(node.id);
}

const leaves = (nodes: HelpNode[]): HelpNode[] => nodes.flatMap((n) => (n.children.length ? leaves(n.children) : [n]));

/** A group's questions (its leaves at any depth), each as a link to its page. */
export const groupLinks = (group: HelpNode) => leaves(group.children).map((n) => ({ label: n.name, href: helpHref(n) }));

/** The other URLs of an article's page: `?topic=<key>`, and the bare section path for the section's first article. */
function aliasesOf(tree: HelpNode[], n: HelpNode): string[] {
  if (n.type !== 1) return [];
  const topic = routes.helpTopic(n.section, n.key);
  return firstArticle(tree, n.section)?.id === n.id ? [topic, n.section === 'login' ? routes.helpLogin() : routes.helpMemberFor()] : [topic];
}

/** The tree as the side menu's groups: a root is a group, its leaves (at any depth) its links. */
export const helpGroups = (tree: HelpNode[]): LinkGroup[] =>
  tree.map((root) => ({ title: root.name, links: leaves(root.children).map((n) => ({ label: n.name, href: helpHref(n), alsoCurrentAt: aliasesOf(tree, n) })) }));

/** The first article of a section: what its page shows without an id. */
export const firstArticle = (tree: HelpNode[], section: HelpNode['section']): HelpNode | undefined =>
  leaves(tree.filter((r) => r.section === section)).find((n) => n.type === 1);

/** The other articles of the node's group (the page's 本栏目的其他问题). */
export function siblingsOf(tree: HelpNode[], id: number): HelpNode[] {
  for (const root of tree) {
    const all = leaves(root.children);
    if (all.some((n) => n.id === id)) return all.filter((n) => n.id !== id);
  }
  return [];
}
