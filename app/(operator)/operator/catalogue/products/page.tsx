import type { Metadata } from 'next';
import { Suspense } from 'react';
import ProductList from '@/components/operator/catalogue/ProductList';
import PageHead from '@/components/operator/PageHead';
import RequirePermission from '@/components/operator/RequirePermission';
import { DESK_TEXT } from '@/lib/messages/catalogue-desk';

export const metadata: Metadata = { title: DESK_TEXT.products };

export default function CatalogueProductsPage() {
  return (
    <RequirePermission permission="catalogue">
      <PageHead title={DESK_TEXT.products} />
      {/* The list's filters are in the URL (useSearchParams). */}
      <Suspense>
        <ProductList />
      </Suspense>
    </RequirePermission>
  );
}
