'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Spin, Steps, Tag } from 'antd';
import { browserApi } from '@/lib/api/browser';
import { orderCalls, orderKeys, paymentCalls } from '@/lib/api/order';
import { PAY_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { formatPrice } from '@/components/cart/format';
import { toast } from '@/components/ui/feedback';
import SlipList from './SlipList';
import { SLIP_ACCEPT, SLIP_MAX_MB, slipProblem } from './slipCheck';
import styles from './payment.module.scss';

/**
 * /settlementPage/payment/paymentBill?id= — 对公转账: the shop's account, the order number to quote, the
 * amount, the steps, and the transfer slips (upload and the ones sent so far). The operator confirms.
 */
export default function PaymentBill({ id }: { id: number }) {
  const qc = useQueryClient();
  const bank = useQuery({ queryKey: orderKeys.bank(id), queryFn: () => paymentCalls.bankAccount(browserApi, id) });
  const detail = useQuery({ queryKey: orderKeys.detail(id), queryFn: () => orderCalls.detail(browserApi, id) });
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => paymentCalls.uploadSlip(browserApi, id, file),
    onSuccess: () => {
      void toast.success(PAY_MSG.slipUploaded);
      void qc.invalidateQueries({ queryKey: orderKeys.bank(id) });
    },
    onError: (e) => setProblem(e.message),
  });

  if (bank.isLoading || detail.isLoading) return <Spin />;
  const failure = bank.error ?? detail.error;
  if (failure || !bank.data || !detail.data) return <Alert type="error" showIcon title={failure?.message ?? PAY_MSG.loadFailed} />;
  const account = bank.data;
  const order = detail.data;

  const copy = () =>
    navigator.clipboard
      .writeText(account.account.replace(/\s+/g, ''))
      .then(() => void toast.success(PAY_MSG.copied))
      .catch(() => void toast.error(PAY_MSG.copyFailed));
  const pick = (file: File | undefined) => {
    if (!file) return;
    const refusal = slipProblem(file);
    setProblem(refusal);
    if (!refusal) upload.mutate(file);
  };

  return (
    <section className={styles.page}>
      <h1>{PAY_MSG.billTitle}</h1>
      {order.status !== 'unpaid' && (
        <Alert
          type="info"
          showIcon
          title={order.paidAt ? PAY_MSG.paidAlready : PAY_MSG.notPayable(order.statusText)}
          action={
            <Link prefetch={false} href={routes.orderDetail(order.id)}>
              {PAY_MSG.viewOrder}
            </Link>
          }
        />
      )}
      <div className={styles.panel}>
        <dl className={styles.facts}>
          <dt>{PAY_MSG.bankPayee}</dt>
          <dd>
            {account.payee} {account.payee.includes(PAY_MSG.demoAccount) && <Tag color="orange">{PAY_MSG.demoAccount}</Tag>}
          </dd>
          <dt>{PAY_MSG.bankName}</dt>
          <dd>{account.bankName}</dd>
          <dt>{PAY_MSG.bankAccount}</dt>
          <dd>
            <span className={styles.mono}>{account.account}</span>{' '}
            <Button size="small" onClick={() => void copy()}>
              {PAY_MSG.copy}
            </Button>
          </dd>
          <dt>{PAY_MSG.amount}</dt>
          <dd className={styles.amount}>{formatPrice(order.total)}</dd>
        </dl>
        <Alert style={{ marginTop: 16 }} type="warning" showIcon title={PAY_MSG.reference(account.reference)} description={PAY_MSG.referenceHint} />
        <Steps className={styles.steps} current={account.slips.length ? 1 : 0} items={PAY_MSG.stepTitles.map((title, i) => ({ title, description: PAY_MSG.steps[i] }))} />
      </div>

      <div className={styles.panel}>
        <h2 className={styles.group}>{PAY_MSG.uploadSlip}</h2>
        <p>{PAY_MSG.slipRule(SLIP_MAX_MB)}</p>
        {order.status === 'unpaid' && (
          <input
              type="file"
              aria-label={PAY_MSG.uploadSlip}
              accept={SLIP_ACCEPT}
              disabled={upload.isPending}
              onChange={(e) => {
                pick(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
        )}
        {upload.isPending && <Spin size="small" />}
        {problem && <Alert style={{ marginTop: 12 }} type="error" showIcon title={problem} />}
        <h2 className={styles.group}>{PAY_MSG.slips}</h2>
        <SlipList orderId={id} slips={account.slips} />
      </div>
    </section>
  );
}
