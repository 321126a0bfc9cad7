import type { z } from 'zod';
import type { deskCategorySchema } from '@/lib/api/contract/catalogue-desk';

export type DeskCategory = z.infer<typeof deskCategorySchema>;

export interface CategoryOption {
  value: number;
  label: string;
  level: number;
  productCount: number;
  disabled?: boolean;
  children?: CategoryOption[];
}

const bySort = (a: DeskCategory, b: DeskCategory) => a.sort - b.sort || a.id - b.id;

/**
 * The flat category list as a tree (antd Cascader and Tree options), each level by its sort. `leafOnly`: a
 * product's category must be third-level, so a first- or second-level category without children is disabled.
 */
export function categoryOptions(categories: readonly DeskCategory[], leafOnly = false): CategoryOption[] {
  const children = new Map<number | null, DeskCategory[]>();
  for (const c of categories) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c]);
  const build = (parentId: number | null): CategoryOption[] =>
    (children.get(parentId) ?? []).sort(bySort).map((c) => {
      const kids = build(c.id);
      return {
        value: c.id,
        label: c.name,
        level: c.level,
        productCount: c.productCount,
        ...(kids.length ? { children: kids } : {}),
        ...(leafOnly && c.level < 3 && !kids.length ? { disabled: true } : {}),
      };
    });
  return build(null);
}

/** The ids from the top level down to `id` (a Cascader value); [] when the category is unknown. */
export function categoryIdPath(categories: readonly DeskCategory[], id: number | null | undefined): number[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const path: number[] = [];
  for (let c = id == null ? undefined : byId.get(id); c && path.length < 3; c = c.parentId === null ? undefined : byId.get(c.parentId)) path.unshift(c.id);
  return path;
}
