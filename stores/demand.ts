import { MSG } from '@/lib/messages/core';
import { viaShell } from '@/lib/api/shell';
import type { DemandRow } from '@/lib/api/contract/demand';
import { itemOfDemandRow, REQUIRELIST } from './cart-items';
import type { ListItem } from './list-item';
import { createListStore } from './list-store';

/**
 * The demand list (需求清单, SPEC requirementListData). Visitor: local storage REQUIRELIST (shared by the
 * visitor's tabs, unlike the cart); logged in: userBookMark/*. A set: adding a SKU again keeps one entry.
 */
export const useDemandStore = createListStore<DemandRow>({
  name: 'demand',
  label: MSG.demandTitle,
  storageKey: REQUIRELIST,
  storage: 'local',
  merge: 'set',
  server: {
    list: viaShell(({ demandCalls, browserApi }) => demandCalls.list(browserApi)),
    insert: viaShell(({ demandCalls, browserApi }, item: ListItem) =>
      demandCalls.add(browserApi, item.skuId !== null ? { skuId: item.skuId, productId: item.productId || undefined } : { productId: item.productId }),
    ),
    remove: viaShell(({ demandCalls, browserApi }, id: number) => demandCalls.remove(browserApi, id)),
    synchronize: viaShell(async ({ demandCalls, browserApi }, items: ListItem[]) => {
      const answer = await demandCalls.synchronize(
        browserApi,
        items.map((i) => ({ skuId: i.skuId ?? undefined, productId: i.productId || undefined })),
      );
      return { list: answer.list, dropped: answer.dropped };
    }),
    idempotencyKey: false,
    toItem: itemOfDemandRow,
  },
});

/** SPEC §3 indemandNumber. */
export const useIndemandNumber = () => useDemandStore((s) => s.items.length);
