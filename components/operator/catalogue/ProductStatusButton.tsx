'use client';

import { Button } from 'antd';
import { confirm, toast } from '@/components/ui/feedback';
import { catalogueDesk } from '@/lib/api/contract/catalogue-desk';
import { DESK_TEXT as T } from '@/lib/messages/catalogue-desk';
import { staffApi } from '@/lib/operator/client';
import { useProductDesk } from './product-context';
import { isStale, toastFailure } from './refusals';

/** 上架 / 下架, after a confirmation; sent with the version the page holds like every save. */
export default function ProductStatusButton() {
  const { product, accept, reportStale } = useProductDesk();
  const listing = !product.listed;
  return (
    <Button
      danger={!listing}
      type={listing ? 'primary' : 'default'}
      onClick={() =>
        confirm({
          title: listing ? T.list : T.unlist,
          content: listing ? T.listConfirm : T.unlistConfirm,
          onOk: async () => {
            try {
              accept(await staffApi.call(catalogueDesk.productStatus, { params: { id: product.id }, body: { listed: listing, version: product.version } }));
              void toast.success(listing ? T.listedDone : T.unlistedDone);
            } catch (err) {
              if (isStale(err)) reportStale();
              else toastFailure(err);
            }
          },
        })
      }
    >
      {listing ? T.list : T.unlist}
    </Button>
  );
}
