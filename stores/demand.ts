import { browserApi } from '@/lib/api/browser';
import { MSG } from '@/lib/messages';
import { demandCalls } from '@/lib/api/cart';
import type { DemandRow } from '@/lib/api/contract/demand';
import { itemOfDemandRow, REQUIRELIST } from './cart-items';
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
    list: () => demandCalls.list(browserApi),
    insert: (item) => demandCalls.add(browserApi, item.skuId !== null ? { skuId: item.skuId, productId: item.productId || undefined } : { productId: item.productId }),
    remove: (id) => demandCalls.remove(browserApi, id),
    synchronize: async (items) => {
      const answer = await demandCalls.synchronize(
        browserApi,
        items.map((i) => ({ skuId: i.skuId ?? undefined, productId: i.productId || undefined })),
      );
      return { list: answer.list, dropped: answer.dropped };
    },
    idempotencyKey: false,
    toItem: itemOfDemandRow,
  },
});

/** SPEC §3 indemandNumber. */
export const useIndemandNumber = () => useDemandStore((s) => s.items.length);
