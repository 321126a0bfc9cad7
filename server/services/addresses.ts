import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Address, AddressBook } from '../../lib/api/contract/address';
import { ADDRESS_MAX } from '../../lib/constants';
import type { Db } from '../db/client';
import { addresses } from '../db/schema';
import { reject } from '../http/errors';
import { regionNames, resolveRegionPath } from './regions';

export const ADDRESS_ERR = {
  notFound: '地址不存在',
  full: `最多保存${ADDRESS_MAX}个地址，请先删除不用的地址`,
} as const;

export interface AddressFields {
  consignee: string;
  mobile: string;
  provinceId: number;
  cityId: number;
  districtId: number;
  detail: string;
  isDefault: boolean;
}

type Row = typeof addresses.$inferSelect;

async function toAddresses(db: Db, rows: Row[]): Promise<Address[]> {
  const names = await regionNames(
    db,
    rows.flatMap((r) => [r.provinceCode, r.cityCode, r.districtCode]),
  );
  return rows.map((r) => ({
    id: r.id,
    book: r.book as AddressBook,
    consignee: r.consignee,
    mobile: r.mobile,
    provinceId: r.provinceCode,
    cityId: r.cityCode,
    districtId: r.districtCode,
    provinceName: names.get(r.provinceCode) ?? '',
    cityName: names.get(r.cityCode) ?? '',
    districtName: names.get(r.districtCode) ?? '',
    detail: r.detail,
    isDefault: r.isDefault,
  }));
}

/** Default first, then the newest. */
export async function listAddresses(db: Db, userId: number, book: AddressBook): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.book, book)))
    .orderBy(desc(addresses.isDefault), desc(addresses.updatedAt), desc(addresses.id));
  return toAddresses(db, rows);
}

/** One address of this user (another user's id answers 地址不存在). */
export async function getAddress(db: Db, userId: number, id: number, book?: AddressBook): Promise<Address> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId), book ? eq(addresses.book, book) : undefined));
  if (!row) throw reject(ADDRESS_ERR.notFound);
  return (await toAddresses(db, [row]))[0];
}

/** Serialises a user's changes to one book (count limit and the single default). */
async function lockBook(tx: Db, userId: number, book: AddressBook) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${book}:${userId}`}))`);
}

const clearDefault = (tx: Db, userId: number, book: AddressBook) =>
  tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.book, book), eq(addresses.isDefault, true)));

export async function addAddress(db: Db, userId: number, book: AddressBook, input: AddressFields): Promise<Address> {
  await resolveRegionPath(db, input.provinceId, input.cityId, input.districtId);
  const id = await db.transaction(async (tx) => {
    await lockBook(tx, userId, book);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.book, book)));
    if (n >= ADDRESS_MAX) throw reject(ADDRESS_ERR.full);
    // The first address of a book is its default.
    const isDefault = input.isDefault || n === 0;
    if (isDefault) await clearDefault(tx, userId, book);
    const [row] = await tx
      .insert(addresses)
      .values({ userId, book, consignee: input.consignee, mobile: input.mobile, provinceCode: input.provinceId, cityCode: input.cityId, districtCode: input.districtId, detail: input.detail, isDefault })
      .returning({ id: addresses.id });
    return row.id;
  });
  return getAddress(db, userId, id);
}

export async function updateAddress(db: Db, userId: number, id: number, input: AddressFields): Promise<Address> {
  const current = await getAddress(db, userId, id);
  await resolveRegionPath(db, input.provinceId, input.cityId, input.districtId);
  await db.transaction(async (tx) => {
    await lockBook(tx, userId, current.book);
    if (input.isDefault) await clearDefault(tx, userId, current.book);
    await tx
      .update(addresses)
      .set({
        consignee: input.consignee,
        mobile: input.mobile,
        provinceCode: input.provinceId,
        cityCode: input.cityId,
        districtCode: input.districtId,
        detail: input.detail,
        // Unticking "default" on the default address keeps it the default: a book with addresses always has one.
        isDefault: input.isDefault || current.isDefault,
        updatedAt: new Date(),
      })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  });
  return getAddress(db, userId, id);
}

/** Deleting the default makes the newest remaining address the default. Orders keep their own copy. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  const current = await getAddress(db, userId, id);
  await db.transaction(async (tx) => {
    await lockBook(tx, userId, current.book);
    await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (!current.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.book, current.book)))
      .orderBy(desc(addresses.updatedAt), desc(addresses.id))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}

export async function setDefaultAddress(db: Db, userId: number, id: number): Promise<void> {
  const current = await getAddress(db, userId, id);
  await db.transaction(async (tx) => {
    await lockBook(tx, userId, current.book);
    await clearDefault(tx, userId, current.book);
    await tx.update(addresses).set({ isDefault: true }).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  });
}
