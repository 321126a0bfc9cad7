'use client';

import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import { orderCalls, orderKeys } from '@/lib/api/order';
import { ORDER_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { useCartStore } from '@/stores/cart';
import { confirm, toast } from '@/components/ui/feedback';

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * What a buyer does to an order from the list or its page. Every change re-reads all order data (list,
 * counts, the order's page): the server decides the new status and actions, the page never guesses them.
 */
export function useOrderActions() {
  const qc = useQueryClient();
  const router = useRouter();
  const refresh = () => qc.invalidateQueries({ queryKey: orderKeys.all });

  const cancel = async (id: number, reason: string) => {
    await orderCalls.cancel(browserApi, id, reason);
    void toast.success(ORDER_MSG.cancelled);
    await refresh();
  };

  const confirmReceipt = (id: number, orderNo: string) =>
    confirm({
      title: ORDER_MSG.confirmTitle,
      content: ORDER_MSG.confirmContent(orderNo),
      onOk: async () => {
        try {
          await orderCalls.confirmReceipt(browserApi, id);
          void toast.success(ORDER_MSG.confirmed);
        } catch (e) {
          void toast.error(messageOf(e));
        }
        await refresh();
      },
    });

  /** The lines go back into the cart; the buyer lands on the cart, told which lines could not be added. */
  const buyAgain = async (id: number) => {
    try {
      const { carIds, skipped } = await orderCalls.buyAgain(browserApi, id);
      await useCartStore.getState().load();
      if (carIds.length === 0) {
        void toast.warning(ORDER_MSG.buyAgainNone);
        return;
      }
      if (skipped.length > 0) void toast.warning({ content: ORDER_MSG.buyAgainSkipped(skipped), duration: 8 });
      else void toast.success(ORDER_MSG.boughtAgain);
      router.push(routes.settlementCenter);
    } catch (e) {
      void toast.error(messageOf(e));
    }
  };

  return { cancel, confirmReceipt, buyAgain, refresh };
}
