import type { KeywordCategory } from '@/lib/api/contract/search';

/** The deepest categories holding matches: an ancestor repeats its children's count and says less. */
export function matchLeaves(categories: KeywordCategory[]): KeywordCategory[] {
  const withMatches = categories.filter((c) => c.count > 0);
  const parents = new Set(withMatches.map((c) => c.parentId));
  return withMatches.filter((c) => !parents.has(c.id));
}

/** 相关分类: categories named like the keyword first, then the deepest categories holding matches. */
export function relatedCategories(categories: KeywordCategory[], limit = 12): KeywordCategory[] {
  const named = categories.filter((c) => c.nameMatch);
  const leaves = matchLeaves(categories).filter((c) => !c.nameMatch);
  return [...named, ...leaves.sort((a, b) => b.count - a.count)].slice(0, limit);
}
