'use client';

import { useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import { ApiFailure } from '@/lib/api/client';
import type { InvoiceChoice, Settlement } from '@/lib/api/contract/order';
import { newRequestKey, orderCalls, orderKeys, type SettlementSource, type SubmitBody } from '@/lib/api/order';
import { routes } from '@/lib/routes';
import { NOT_VERIFIED_CODE } from '@/lib/api/contract/controlled';
import { useCartStore } from '@/stores/cart';
import { writeDraft } from './draft';

export interface Chosen {
  addressId: number;
  invoice: InvoiceChoice;
  note: string;
  /** Controlled goods: the uploaded permit and the use statement. */
  permit?: { permitId: number; useStatement: string };
}

/**
 * 提交订单 of one settlement screen. The idempotency key is made once per screen and sent by every submit
 * of it (a retry after a network failure, a second click): the server makes at most one order per key.
 * The quote is the preview's latest: when the server refuses (prices or stock changed, a line gone), its
 * message is kept for the buyer, the preview is read again, and the next submit carries the new quote.
 * Transport failures were toasted by the client and code -1 went to its session path: nothing to do here.
 */
export function useSubmitOrder(source: SettlementSource, draftKey: string, reloadPreview: () => Promise<unknown>) {
  const router = useRouter();
  const qc = useQueryClient();
  const [requestKey] = useState(newRequestKey);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Clicks that arrive before the disabled button re-renders.
  const busy = useRef(false);
  const mutation = useMutation({ mutationFn: (body: SubmitBody) => orderCalls.submit(browserApi, body) });

  const submit = async (quote: Settlement, chosen: Chosen) => {
    if (busy.current) return;
    busy.current = true;
    setRefusal(null);
    try {
      const order = await mutation.mutateAsync({ ...source, ...chosen, requestKey, quoteHash: quote.quoteHash });
      writeDraft(draftKey, null);
      // The ordered rows have left the cart on the server: the cart page and the header count follow.
      if ('carIds' in source) void useCartStore.getState().syncAndLoad();
      // The order lists and counts are stale; this screen's preview is not read again (its cart rows are gone).
      void qc.invalidateQueries({ queryKey: orderKeys.all, predicate: (q) => q.queryKey[1] !== 'settlement' });
      // busy stays set: this screen is done, the confirmation replaces it.
      router.replace(routes.orderConfirm(order.id));
    } catch (err) {
      busy.current = false;
      // SPEC §5: marked goods without real-name verification → the verification form.
      if (err instanceof ApiFailure && err.messageCode === NOT_VERIFIED_CODE) {
        router.replace(routes.needAuthentication);
        return;
      }
      if (err instanceof ApiFailure && err.kind === 'rejected') {
        setRefusal(err.message);
        await reloadPreview();
      }
    }
  };

  return { submit, submitting: mutation.isPending || mutation.isSuccess, refusal, requestKey };
}
