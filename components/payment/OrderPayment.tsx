'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Radio, Spin } from 'antd';
import { browserApi } from '@/lib/api/browser';
import { orderCalls, orderKeys, paymentCalls } from '@/lib/api/order';
import type { PayMethod } from '@/lib/api/contract/payment';
import { orderBuyerOnly } from '@/lib/api/contract/order';
import { creditCalls, creditKeys } from '@/lib/api/credit';
import { CREDIT_PAGE_MSG, PAY_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { formatPrice } from '@/components/cart/format';
import { toast } from '@/components/ui/feedback';
import { splitRemaining, useRemaining } from './useCountdown';
import styles from './payment.module.scss';

/** How the methods are grouped on the page: institutions first, then the bank transfer. */
const GROUPS: { title: string; methods: PayMethod[] }[] = [
  { title: PAY_MSG.onlineGroup, methods: ['sandbox', 'alipay'] },
  { title: PAY_MSG.bankGroup, methods: ['bank'] },
  { title: CREDIT_PAGE_MSG.payGroup, methods: ['credit'] },
];

/**
 * /orderCenter/orderPayment?id= — 选择支付方式: the order's number, amount and time left, the methods the
 * shop offers; 确认支付 starts a payment and goes to the institution's page (or to 对公转账).
 */
export default function OrderPayment({ id }: { id: number }) {
  const router = useRouter();
  const qc = useQueryClient();
  const detail = useQuery({ queryKey: orderKeys.detail(id), queryFn: () => orderCalls.detail(browserApi, id) });
  const methods = useQuery({ queryKey: orderKeys.methods, queryFn: () => paymentCalls.methods(browserApi) });
  const [picked, setPicked] = useState<PayMethod | null>(null);
  const remaining = useRemaining(detail.data?.payDeadline);
  // 账期支付 is offered only to buyers with a line; whether it can take this order is the server's answer.
  const offersCredit = methods.data?.some((m) => m.method === 'credit') === true;
  const creditNote = useQuery({ queryKey: creditKeys.message(id), queryFn: () => creditCalls.message(browserApi, id), enabled: offersCredit });
  const pay = useMutation({
    mutationFn: async (method: PayMethod) => {
      if (method === 'credit') {
        await creditCalls.pay(browserApi, id);
        return { method, payUrl: null };
      }
      return paymentCalls.pay(browserApi, id, method);
    },
    onSuccess: (started) => {
      if (started.method === 'credit') {
        void toast.success(CREDIT_PAGE_MSG.paidByCredit);
        // Paid at once: the order (cached here as 待付款) and the credit line have changed.
        void qc.invalidateQueries({ queryKey: orderKeys.all });
        void qc.invalidateQueries({ queryKey: creditKeys.all });
        router.push(routes.orderDetail(id));
      } else if (started.method === 'bank') router.push(routes.paymentBill(id));
      else if (started.payUrl) window.location.assign(started.payUrl);
    },
  });

  if (detail.isLoading || methods.isLoading) return <Spin />;
  if (detail.isError) return <Alert type="error" showIcon title={detail.error.message} />;
  const order = detail.data;
  if (!order) return <Alert type="error" showIcon title={PAY_MSG.loadFailed} />;

  const offered = methods.data ?? [];
  const method = picked ?? offered[0]?.method ?? null;
  const expired = remaining !== null && remaining <= 0;
  const creditBlocked = method === 'credit' && creditNote.data?.usable !== true;
  const payable = order.status === 'unpaid' && !expired && !creditBlocked;
  const left = remaining === null ? null : splitRemaining(remaining);

  return (
    <section className={styles.page}>
      <h1>{PAY_MSG.pageTitle}</h1>
      <div className={styles.panel}>
        <dl className={styles.facts}>
          <dt>{PAY_MSG.orderNo}</dt>
          <dd className={styles.mono}>{order.orderNo}</dd>
          <dt>{PAY_MSG.amount}</dt>
          <dd className={styles.amount}>{formatPrice(order.total)}</dd>
          {order.status === 'unpaid' && left && (
            <>
              <dt>{PAY_MSG.remaining}</dt>
              <dd role="timer">{expired ? PAY_MSG.deadlinePassed : PAY_MSG.countdown(left.minutes, left.seconds)}</dd>
            </>
          )}
        </dl>
      </div>

      {order.status !== 'unpaid' || !order.actions.includes('pay') ? (
        <Alert
          type="info"
          showIcon
          // A member's order seen by the organisation's admin: the buyer pays it (the server refuses anyone else).
          title={order.status === 'unpaid' && order.buyer ? orderBuyerOnly(order.buyer.name, 'pay') : PAY_MSG.notPayable(order.statusText)}
          action={
            <Link prefetch={false} href={routes.orderDetail(order.id)}>
              {PAY_MSG.viewOrder}
            </Link>
          }
        />
      ) : (
        <div className={styles.panel}>
          <h2 className={styles.group}>{PAY_MSG.chooseMethod}</h2>
          {methods.isError && <Alert type="error" showIcon title={methods.error.message} />}
          {!methods.isError && offered.length === 0 && <Alert type="warning" showIcon title={PAY_MSG.noMethods} />}
          <Radio.Group value={method} onChange={(e) => setPicked(e.target.value as PayMethod)} style={{ width: '100%' }}>
            {GROUPS.map((group) => {
              const items = offered.filter((m) => group.methods.includes(m.method));
              if (!items.length) return null;
              return (
                <div key={group.title}>
                  <h3 className={styles.group}>{group.title}</h3>
                  <div className={styles.methods}>
                    {items.map((m) => (
                      <Radio key={m.method} value={m.method} aria-label={m.title} className={`${styles.card} ${method === m.method ? styles.cardSelected : ''}`}>
                        <span className={styles.cardTitle}>{m.title}</span>
                        <span className={styles.cardText}>{m.description}</span>
                      </Radio>
                    ))}
                  </div>
                </div>
              );
            })}
          </Radio.Group>
          {method === 'credit' && creditNote.data && (
            <Alert style={{ marginTop: 16 }} type={creditNote.data.usable ? 'info' : 'warning'} showIcon title={creditNote.data.message} />
          )}
          {pay.isError && <Alert style={{ marginTop: 16 }} type="error" showIcon title={pay.error.message} />}
          <div className={styles.actions}>
            <Button type="primary" size="large" disabled={!payable || !method} loading={pay.isPending || pay.isSuccess} onClick={() => method && pay.mutate(method)}>
              {PAY_MSG.confirmPay}
            </Button>
            <Link prefetch={false} href={routes.orderDetail(order.id)}>
              {PAY_MSG.viewOrder}
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
