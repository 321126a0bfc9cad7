'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogueDesk, type DeskProduct } from '@/lib/api/contract/catalogue-desk';
import { staffApi } from '@/lib/operator/client';

/** React-query keys of the catalogue desk, one place. */
export const deskKeys = {
  all: ['catalogue-desk'] as const,
  refs: ['catalogue-desk', 'refs'] as const,
  products: ['catalogue-desk', 'products'] as const,
  product: (id: number) => ['catalogue-desk', 'product', id] as const,
};

/** Brands, categories and warehouses: the pickers of every desk screen. */
export function useDeskRefs() {
  return useQuery({ queryKey: deskKeys.refs, queryFn: () => staffApi.call(catalogueDesk.refs), staleTime: 30_000 });
}

export function useDeskProduct(id: number | null) {
  return useQuery({
    queryKey: deskKeys.product(id ?? 0),
    queryFn: () => staffApi.call(catalogueDesk.productDetail, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** After a save: the answer is the product as stored (its new version); lists and counts are read again. */
export function useStoreProduct() {
  const client = useQueryClient();
  return (product: DeskProduct) => {
    client.setQueryData(deskKeys.product(product.id), product);
    void client.invalidateQueries({ queryKey: deskKeys.products });
  };
}

/** After a brand or category change: the pickers and the product list are read again. */
export function useRefreshRefs() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: deskKeys.refs });
    void client.invalidateQueries({ queryKey: deskKeys.products });
  };
}
