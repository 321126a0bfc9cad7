import type { Metadata } from 'next';
import BrandDesk from '@/components/operator/catalogue/BrandDesk';
import PageHead from '@/components/operator/PageHead';
import RequirePermission from '@/components/operator/RequirePermission';
import { DESK_TEXT } from '@/lib/messages/catalogue-desk';

export const metadata: Metadata = { title: DESK_TEXT.brands };

export default function CatalogueBrandsPage() {
  return (
    <RequirePermission permission="catalogue">
      <PageHead title={DESK_TEXT.brands} />
      <BrandDesk />
    </RequirePermission>
  );
}
