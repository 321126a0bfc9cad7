'use client';

import { useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import Link from 'next/link';
import { catalogueDesk } from '@/lib/api/contract/catalogue-desk';
import { ApiFailure } from '@/lib/api/failure';
import { DESK_TEXT as T } from '@/lib/messages/catalogue-desk';
import { staffApi } from '@/lib/operator/client';
import { deskPaths } from './paths';
import ProductPage from './ProductPage';
import { deskKeys, useDeskRefs } from './queries';

/**
 * The product editor (/operator/catalogue/products/new and /[id]): reads the product once, fresh on every visit,
 * and never again behind the person's back (ProductPage holds it from there).
 */
export default function ProductEditor({ id }: { id: number | null }) {
  const refs = useDeskRefs();
  const detail = useQuery({
    queryKey: deskKeys.product(id ?? 0),
    queryFn: () => staffApi.call(catalogueDesk.productDetail, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const failed = refs.error ?? detail.error;
  if (failed) {
    const gone = failed instanceof ApiFailure && failed.kind === 'rejected';
    return (
      <Result
        status={gone ? '404' : 'error'}
        title={gone ? failed.message || T.productGone : T.loadFailed}
        extra={
          <Link href={deskPaths.products}>
            <Button>{T.back}</Button>
          </Link>
        }
      />
    );
  }
  if (!refs.data || (id !== null && !detail.data)) return <Skeleton active paragraph={{ rows: 12 }} />;
  return <ProductPage key={id ?? 'new'} initial={id === null ? null : (detail.data ?? null)} categories={refs.data.categories} />;
}
