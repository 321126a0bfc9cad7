import type { ClassificationFilter, ClassificationGroup } from '../../../lib/api/contract/methods';
import { CLASSIFICATION_GROUPS } from '../../../lib/api/contract/methods';

/** What the classification reads of an API item. */
export interface Classified {
  category: string;
  compound: string;
  medicationUses: string[];
  type: string;
}

/**
 * Ids of the toggles: each group owns a block of GROUP_SPAN ids (categorys 1001…, compounds 2001…,
 * medicationUses 3001…, type 4001…), numbered in the Chinese collation order of the names. They depend on
 * the data only, never on row ids or start order, so a link carrying typeIds survives a restart.
 */
const GROUP_SPAN = 1000;
const collator = new Intl.Collator('zh-CN');

const valuesOf = (item: Classified, group: ClassificationGroup): string[] =>
  group === 'categorys' ? [item.category] : group === 'compounds' ? [item.compound] : group === 'medicationUses' ? item.medicationUses : [item.type];

export function classificationOf(items: Classified[]): ClassificationFilter {
  const entries = CLASSIFICATION_GROUPS.map((group, g) => {
    const names = [...new Set(items.flatMap((i) => valuesOf(i, group)))].sort(collator.compare).slice(0, GROUP_SPAN - 1);
    return [group, names.map((name, i) => ({ id: (g + 1) * GROUP_SPAN + i + 1, name }))] as const;
  });
  return Object.fromEntries(entries) as ClassificationFilter;
}

/**
 * The items a set of toggles keeps (`filter`: the toggles of ALL items, as apiserver/types answers): within a group any chosen name may match, every group with a choice
 * must match. Ids that name no toggle are ignored (a link made before the data changed still opens).
 */
export function filterByTypes<T extends Classified>(items: T[], typeIds: number[], filter: ClassificationFilter): T[] {
  if (typeIds.length === 0) return items;
  const chosen = new Map<ClassificationGroup, Set<string>>();
  for (const group of CLASSIFICATION_GROUPS) {
    const names = filter[group].filter((t) => typeIds.includes(t.id)).map((t) => t.name);
    if (names.length) chosen.set(group, new Set(names));
  }
  if (chosen.size === 0) return items;
  return items.filter((item) => [...chosen].every(([group, names]) => valuesOf(item, group).some((v) => names.has(v))));
}
