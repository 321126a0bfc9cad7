import type { Metadata } from 'next';
import { Suspense } from 'react';
import ExportButtons from '@/components/operator/catalogue/import/ExportButtons';
import ImportDesk from '@/components/operator/catalogue/import/ImportDesk';
import PageHead from '@/components/operator/PageHead';
import RequirePermission from '@/components/operator/RequirePermission';
import { DESK_TEXT } from '@/lib/messages/catalogue-desk';

export const metadata: Metadata = { title: DESK_TEXT.import };

export default function CatalogueImportPage() {
  return (
    <RequirePermission permission="catalogue">
      <PageHead title={DESK_TEXT.importTitle} extra={<ExportButtons />} />
      {/* The job is in the URL (useSearchParams). */}
      <Suspense>
        <ImportDesk />
      </Suspense>
    </RequirePermission>
  );
}
