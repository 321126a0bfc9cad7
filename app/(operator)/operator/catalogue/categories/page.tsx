import type { Metadata } from 'next';
import CategoryDesk from '@/components/operator/catalogue/CategoryDesk';
import PageHead from '@/components/operator/PageHead';
import RequirePermission from '@/components/operator/RequirePermission';
import { DESK_TEXT } from '@/lib/messages/catalogue-desk';

export const metadata: Metadata = { title: DESK_TEXT.categories };

export default function CatalogueCategoriesPage() {
  return (
    <RequirePermission permission="catalogue">
      <PageHead title={DESK_TEXT.categories} />
      <CategoryDesk />
    </RequirePermission>
  );
}
