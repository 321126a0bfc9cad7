'use client';

import { useRef, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Spin, Table } from 'antd';
import { formatPrice } from '@/components/cart/format';
import { customTitle } from '@/components/orders/CustomLine';
import { OrderNoteSection, ReceivingAddressSection } from '@/components/settlement/ChoiceSections';
import InvoiceSection from '@/components/settlement/InvoiceSection';
import Section from '@/components/settlement/Section';
import { writeDraft } from '@/components/settlement/draft';
import { useChoices } from '@/components/settlement/useChoices';
import styles from '@/components/settlement/settlement.module.scss';
import { browserApi } from '@/lib/api/browser';
import { ApiFailure } from '@/lib/api/client';
import { formatTime } from '@/lib/china-time';
import { acceptCustomQuote, customKeys, customRequestDetail } from '@/lib/api/custom';
import { newRequestKey, orderKeys } from '@/lib/api/order';
import { CUSTOM_ORDER_MSG as M, CUSTOM_PAGE_MSG, SETTLE_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';

/**
 * /customizedSettlement?id=: accepting a custom-synthesis quote. The request at its quoted price (delivery
 * included), the buyer's receiving address, invoice and note — the same pickers and draft as the cart's
 * settlement — and 提交订单, which accepts the quote and makes the order in one call (exactly once per screen:
 * its idempotency key), then goes to the order's confirmation to pay.
 */
export default function CustomSettlement({ id }: { id: number }) {
  const router = useRouter();
  const qc = useQueryClient();
  const detail = useQuery({ queryKey: customKeys.detail(id), queryFn: () => customRequestDetail(browserApi, id), staleTime: 0, retry: false });
  const draftKey = `refmall.settlement.custom${id}`;
  const choices = useChoices(draftKey);
  const [requestKey] = useState(newRequestKey);
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = useRef(false);
  const accept = useMutation({ mutationFn: (body: Parameters<typeof acceptCustomQuote>[2]) => acceptCustomQuote(browserApi, id, body) });

  if (detail.isPending) return <Spin />;
  if (detail.isError) return <Alert type="error" showIcon role="alert" title={detail.error instanceof ApiFailure ? detail.error.message : CUSTOM_PAGE_MSG.loadFailed} />;
  const r = detail.data;
  if (r.state !== 'quoted' || !r.quote) {
    return (
      <div>
        <Alert type="warning" showIcon role="alert" title={M.notAcceptable(r.stateText)} className={styles.block} />
        <Link prefetch={false} href={routes.customDetails(r.id)}>
          {M.viewRequest}
        </Link>
        {r.order && (
          <>
            {'　'}
            <Link prefetch={false} href={routes.orderDetail(r.order.id)}>
              {M.orderOf(r.order.orderNo, r.order.statusText)}
            </Link>
          </>
        )}
      </div>
    );
  }
  const quote = r.quote;
  const blocker = !choices.address ? SETTLE_MSG.needAddress : !choices.invoice ? SETTLE_MSG.needInvoice : null;

  const submit = async () => {
    if (busy.current || !choices.address || !choices.invoice) return;
    busy.current = true;
    setRefusal(null);
    try {
      const order = await accept.mutateAsync({ addressId: choices.address.id, invoice: choices.invoice, note: choices.note.trim(), requestKey });
      writeDraft(draftKey, null);
      void qc.invalidateQueries({ queryKey: customKeys.all });
      void qc.invalidateQueries({ queryKey: orderKeys.all });
      router.replace(routes.orderConfirm(order.id));
    } catch (err) {
      busy.current = false;
      // Transport failures were toasted by the client; a refusal (expired, already ordered, 仅查看) is shown here.
      if (err instanceof ApiFailure && err.kind === 'rejected') {
        setRefusal(err.message);
        void detail.refetch();
      }
    }
  };

  return (
    <>
      <ReceivingAddressSection choices={choices} />
      <Section title={M.requestSection}>
        <Table
          rowKey="id"
          pagination={false}
          dataSource={[r]}
          columns={[
            {
              title: SETTLE_MSG.product,
              key: 'product',
              render: () => (
                <div className={styles.product}>
                  <div>
                    <Link prefetch={false} href={routes.customDetails(r.id)}>{`${M.kind} · ${customTitle(r)}`}</Link>
                    <div className={styles.muted}>{[CUSTOM_PAGE_MSG.requestNo(r.requestNo), r.cas && `CAS ${r.cas}`, r.formula].filter(Boolean).join('　')}</div>
                  </div>
                </div>
              ),
            },
            { title: SETTLE_MSG.pack, key: 'spec', width: 200, render: () => M.spec(r.quantity, r.unit, r.purity) },
            { title: SETTLE_MSG.subtotal, key: 'price', width: 140, render: () => <b className={styles.price} data-testid="custom-price">{formatPrice(quote.priceFen)}</b> },
            { title: SETTLE_MSG.delivery, key: 'lead', width: 180, render: () => M.lead(quote.leadDays) },
          ]}
        />
        <p>{M.quoteValid(formatTime(quote.validUntil, 'date'))}</p>
        {quote.remark && <p>{`${CUSTOM_PAGE_MSG.remark}：${quote.remark}`}</p>}
      </Section>
      <Section title={SETTLE_MSG.shippingSection}>
        <p>{M.shippingIncluded}</p>
      </Section>
      <Section title={SETTLE_MSG.invoiceSection}>
        <InvoiceSection choices={choices} />
      </Section>
      <OrderNoteSection choices={choices} />
      <div className={styles.bar}>
        {refusal && <Alert type="error" showIcon role="alert" title={SETTLE_MSG.refusedTitle} description={refusal} className={styles.block} />}
        <dl className={styles.amounts}>
          <dt>{SETTLE_MSG.goods}</dt>
          <dd>{formatPrice(quote.priceFen)}</dd>
          <dt>{SETTLE_MSG.shipping}</dt>
          <dd>{formatPrice(0)}</dd>
          <dt>{SETTLE_MSG.total}</dt>
          <dd data-testid="amount-total" className={styles.total}>
            {formatPrice(quote.priceFen)}
          </dd>
        </dl>
        <div className={styles.submitRow}>
          {blocker && <span className={styles.warn}>{blocker}</span>}
          <Button type="primary" size="large" className={styles.submit} disabled={blocker !== null || accept.isPending || accept.isSuccess} loading={accept.isPending} onClick={() => void submit()}>
            {SETTLE_MSG.submit}
          </Button>
        </div>
      </div>
    </>
  );
}
