'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Spin } from 'antd';
import { browserApi } from '@/lib/api/browser';
import { orderKeys, paymentCalls } from '@/lib/api/order';
import { PAY_MSG } from '@/lib/messages';
import { formatPrice } from '@/components/cart/format';
import styles from './payment.module.scss';

/**
 * /sandboxPay?payNo=&token= — the sandbox payment institution's cashier. It is not the shop: it shows what a
 * real institution shows (payee, order, subject, amount), takes the buyer's decision and sends them back
 * to the merchant's return page; the institution tells the shop by a signed notify. The link's token (or the
 * buyer's own session) opens it: a pay number alone does not.
 */
export default function SandboxCashier({ payNo, token }: { payNo: string; token?: string }) {
  const cashier = useQuery({ queryKey: orderKeys.cashier(payNo), queryFn: () => paymentCalls.cashier(browserApi, payNo, token) });
  const decide = useMutation({
    mutationFn: (result: 'success' | 'fail') => paymentCalls.decide(browserApi, payNo, result, token),
    onSuccess: ({ returnUrl }) => window.location.assign(returnUrl),
  });

  if (cashier.isLoading) return <Spin />;
  if (cashier.isError || !cashier.data) return <Alert type="error" showIcon title={cashier.error?.message ?? PAY_MSG.loadFailed} />;
  const c = cashier.data;
  const open = c.status === 'created';
  return (
    <section className={styles.panel} aria-label={PAY_MSG.cashierBrand}>
      <dl className={styles.facts}>
        <dt>{PAY_MSG.payee}</dt>
        <dd>{c.merchant}</dd>
        <dt>{PAY_MSG.orderNo}</dt>
        <dd className={styles.mono}>{c.orderNo}</dd>
        <dt>{PAY_MSG.subject}</dt>
        <dd>{c.subject}</dd>
        <dt>{PAY_MSG.amount}</dt>
        <dd className={styles.amount}>{formatPrice(c.amount)}</dd>
      </dl>
      {!open && <Alert style={{ marginTop: 16 }} type={c.status === 'paid' ? 'success' : 'warning'} showIcon title={PAY_MSG.cashierState[c.status]} />}
      {decide.isError && <Alert style={{ marginTop: 16 }} type="error" showIcon title={decide.error.message} />}
      <div className={styles.actions}>
        {open ? (
          <>
            <Button type="primary" size="large" loading={decide.isPending && decide.variables === 'success'} disabled={decide.isPending || decide.isSuccess} onClick={() => decide.mutate('success')}>
              {PAY_MSG.confirmCashier}
            </Button>
            <Button size="large" danger loading={decide.isPending && decide.variables === 'fail'} disabled={decide.isPending || decide.isSuccess} onClick={() => decide.mutate('fail')}>
              {PAY_MSG.simulateFail}
            </Button>
          </>
        ) : (
          <a href={c.returnUrl}>{PAY_MSG.backToMerchant}</a>
        )}
      </div>
    </section>
  );
}
