import type { Metadata } from 'next';
import ProductEditor from '@/components/operator/catalogue/ProductEditor';
import RequirePermission from '@/components/operator/RequirePermission';
import { DESK_TEXT } from '@/lib/messages/catalogue-desk';

export const metadata: Metadata = { title: DESK_TEXT.newProduct };

export default function NewProductPage() {
  return (
    <RequirePermission permission="catalogue">
      <ProductEditor id={null} />
    </RequirePermission>
  );
}
