'use client';

import { useEffect } from 'react';
import { quietPublicApi } from '@/lib/api/browser';
import { search } from '@/lib/api/contract/search';


/**
 * Tells the API that a person searched `keyword` (热门搜索 counts it): sent from the browser once the results are
 * shown, because the results page itself may come from the page cache or be fetched by a crawler. Once per keyword
 * and page view; a failure is nobody's concern.
 */
export default function SearchBeacon({ keyword }: { keyword: string }) {
  useEffect(() => {
    if (keyword) void quietPublicApi.call(search.recordSearch, { body: { keyword } }).catch(() => undefined);
  }, [keyword]);
  return null;
}
