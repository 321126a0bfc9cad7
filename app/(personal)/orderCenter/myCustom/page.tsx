import { Suspense } from 'react';
import type { Metadata } from 'next';
import MyCustom from '@/components/custom/MyCustom';
import { CUSTOM_PAGE_MSG } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: CUSTOM_PAGE_MSG.myTitle, robots: { index: false, follow: false } };

/** /orderCenter/myCustom?state=&pageNo= — my custom-synthesis requests (components/custom/MyCustom). */
export default function Page() {
  return (
    <Suspense>
      <MyCustom />
    </Suspense>
  );
}
