import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import ProductEditor from '@/components/operator/catalogue/ProductEditor';
import RequirePermission from '@/components/operator/RequirePermission';
import { DESK_TEXT } from '@/lib/messages/catalogue-desk';

export const metadata: Metadata = { title: DESK_TEXT.editProduct };

export default async function EditProductPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const productId = Number(id);
  if (!/^\d{1,10}$/.test(id) || productId < 1) notFound();
  return (
    <RequirePermission permission="catalogue">
      <ProductEditor id={productId} />
    </RequirePermission>
  );
}
