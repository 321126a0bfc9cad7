import { asc, eq, inArray } from 'drizzle-orm';
import { PERMISSIONS, type Permission, type StaffGroupView } from '../../../lib/api/contract/staff';
import type { Db } from '../../db/client';
import { staffGroupMembers, staffGroups } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { STAFF_MSG } from './context';

/** Permissions in the fixed list's order; anything else a row may hold is dropped. */
export const knownPermissions = (list: Iterable<string>): Permission[] => {
  const set = new Set(list);
  return PERMISSIONS.filter((p) => set.has(p));
};

export async function listGroups(db: Db): Promise<StaffGroupView[]> {
  const rows = await db.select().from(staffGroups).orderBy(asc(staffGroups.id));
  return rows.map((g) => ({ id: g.id, name: g.name, description: g.description, permissions: knownPermissions(g.permissions) }));
}

/** The ids of groups by name (the command line's --group); throws when one does not exist. */
export async function groupIdsByName(db: Db, names: string[]): Promise<number[]> {
  if (!names.length) return [];
  const rows = await db.select({ id: staffGroups.id, name: staffGroups.name }).from(staffGroups).where(inArray(staffGroups.name, names));
  const missing = names.filter((n) => !rows.some((r) => r.name === n));
  if (missing.length) throw new ApiError(`${STAFF_MSG.groupMissing}：${missing.join('、')}`);
  return rows.map((r) => r.id);
}

/** Throws unless every id is a group. */
export async function checkGroupIds(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const rows = await db.select({ id: staffGroups.id }).from(staffGroups).where(inArray(staffGroups.id, ids));
  if (rows.length !== new Set(ids).size) throw new ApiError(STAFF_MSG.groupMissing);
}

/** Each person's groups, and the union of their permissions (Saleor's model). */
export async function groupsOf(db: Db, staffIds: number[]): Promise<Map<number, { groups: { id: number; name: string }[]; permissions: Permission[] }>> {
  const out = new Map<number, { groups: { id: number; name: string }[]; permissions: Permission[] }>();
  for (const id of staffIds) out.set(id, { groups: [], permissions: [] });
  if (!staffIds.length) return out;
  const rows = await db
    .select({ staffId: staffGroupMembers.staffId, id: staffGroups.id, name: staffGroups.name, permissions: staffGroups.permissions })
    .from(staffGroupMembers)
    .innerJoin(staffGroups, eq(staffGroups.id, staffGroupMembers.groupId))
    .where(inArray(staffGroupMembers.staffId, staffIds))
    .orderBy(asc(staffGroups.id));
  const all = new Map<number, string[]>();
  for (const r of rows) {
    out.get(r.staffId)!.groups.push({ id: r.id, name: r.name });
    all.set(r.staffId, [...(all.get(r.staffId) ?? []), ...r.permissions]);
  }
  for (const [id, list] of all) out.get(id)!.permissions = knownPermissions(list);
  return out;
}

export async function permissionsOf(db: Db, staffId: number): Promise<Permission[]> {
  return (await groupsOf(db, [staffId])).get(staffId)!.permissions;
}

/** Replaces a person's groups (inside the change's transaction). */
export async function replaceGroups(tx: Db, staffId: number, groupIds: number[]): Promise<void> {
  await tx.delete(staffGroupMembers).where(eq(staffGroupMembers.staffId, staffId));
  if (groupIds.length) await tx.insert(staffGroupMembers).values([...new Set(groupIds)].map((groupId) => ({ staffId, groupId })));
}
