import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { warehouses } from '../../db/schema';
import { deskBrands } from './brands';
import { deskCategories } from './categories';

/** What the desk's forms choose from: brands, categories (every level) and warehouses. */
export async function deskRefs(db: Db) {
  return {
    brands: await deskBrands(db),
    categories: await deskCategories(db),
    warehouses: await db.select({ id: warehouses.id, code: warehouses.code, name: warehouses.name }).from(warehouses).orderBy(asc(warehouses.sort), asc(warehouses.id)),
  };
}
