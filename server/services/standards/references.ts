import { and, asc, eq } from 'drizzle-orm';
import type { ProductReferences, StandardStatus } from '../../../lib/api/contract/standards';
import type { Db } from '../../db/client';
import { methods, methodStandards, products, standardMaterials, standards } from '../../db/schema';
import { notFound } from '../../http/errors';
import { compareStandards } from './read';

/** The methods that name a product (method_standards) and the standards that require it (standard_materials). */
export async function productReferences(db: Db, productId: number): Promise<ProductReferences> {
  const [product] = await db.select({ code: products.code }).from(products).where(and(eq(products.id, productId), eq(products.status, 1)));
  if (!product) throw notFound('商品');
  const [methodRows, standardRows] = await Promise.all([
    db
      .select({
        id: methods.id,
        pharmacopoeia: methods.pharmacopoeia,
        edition: methods.edition,
        monograph: methods.monograph,
        testItem: methods.testItem,
        role: methodStandards.role,
        label: methodStandards.label,
      })
      .from(methodStandards)
      .innerJoin(methods, eq(methods.id, methodStandards.methodId))
      .where(eq(methodStandards.productId, productId))
      .orderBy(asc(methods.sort), asc(methods.id)),
    db
      .selectDistinct({
        id: standards.id,
        key: standards.key,
        number: standards.number,
        prefix: standards.prefix,
        field: standards.field,
        titleCn: standards.titleCn,
        titleEn: standards.titleEn,
        status: standards.status,
        issuedOn: standards.issuedOn,
        effectiveOn: standards.effectiveOn,
      })
      .from(standardMaterials)
      .innerJoin(standards, eq(standards.id, standardMaterials.standardId))
      .where(eq(standardMaterials.productCode, product.code)),
  ]);
  return {
    methods: methodRows,
    standards: standardRows.sort(compareStandards).map((s) => ({ id: s.id, number: s.number, titleCn: s.titleCn, status: s.status as StandardStatus })),
  };
}
