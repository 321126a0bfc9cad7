'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Spin } from 'antd';
import { browserApi } from '@/lib/api/browser';
import { afterSaleCalls, afterSaleKeys } from '@/lib/api/aftersale';
import { afterSale, type AfterSaleDetail as Detail } from '@/lib/api/contract/aftersale';
import { AFTER_SALE_MESSAGE_MAX } from '@/lib/constants';
import { AFTER_SALE_MSG, ORDER_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import StatusPanel from '@/components/ui/StatusPanel';
import { confirm, toast } from '@/components/ui/feedback';
import { useRefusals } from '@/components/ui/useRefusals';
import { formatPrice, formatTime } from '@/components/orders/format';
import orderStyles from '@/components/orders/orders.module.scss';
import CaseImages from './CaseImages';
import FieldProblem from './FieldProblem';
import styles from './aftersales.module.scss';

/** /afterSalesCenter/afterASingle?id=: a case's facts, photos, status flow, refund, the thread with the shop, and 撤销. */
export default function AfterSaleDetail({ id }: { id: number | null }) {
  const client = useQueryClient();
  const detail = useQuery({ queryKey: afterSaleKeys.detail(id ?? 0), queryFn: () => afterSaleCalls.detail(browserApi, id as number), enabled: id !== null });
  const changed = (next: Detail) => {
    client.setQueryData(afterSaleKeys.detail(next.id), next);
    void client.invalidateQueries({ queryKey: afterSaleKeys.all, refetchType: 'none' });
  };
  const cancel = useMutation({
    mutationFn: () => afterSaleCalls.cancel(browserApi, id as number),
    onSuccess: (next) => {
      changed(next);
      void toast.success(AFTER_SALE_MSG.cancelled);
    },
    onError: (e) => void toast.error(e.message),
  });
  if (id === null || detail.isError) {
    return (
      <StatusPanel code="!" title={AFTER_SALE_MSG.notFoundTitle} text={detail.error?.message ?? AFTER_SALE_MSG.badId}>
        <Link prefetch={false} href={routes.afterSalesCenter}>
          {AFTER_SALE_MSG.backToList}
        </Link>
      </StatusPanel>
    );
  }
  if (!detail.data) return <Spin className={orderStyles.loading} />;
  const c = detail.data;
  return (
    <section className={orderStyles.detail}>
      <h1 className={orderStyles.title}>{AFTER_SALE_MSG.detailTitle}</h1>
      <Alert type={c.status === 'rejected' ? 'error' : c.status === 'completed' ? 'success' : 'info'} showIcon title={c.statusText} description={c.rejectReason ? `${AFTER_SALE_MSG.rejectReason}：${c.rejectReason}` : undefined} />
      <section className={orderStyles.block} aria-labelledby="case-facts">
        <h2 id="case-facts" className={orderStyles.blockTitle}>
          {AFTER_SALE_MSG.caseNo} {c.caseNo}
        </h2>
        <dl className={styles.facts}>
          <dt>{AFTER_SALE_MSG.orderNo}</dt>
          <dd>
            <Link prefetch={false} href={routes.orderDetail(c.orderId)}>
              {c.orderNo}
            </Link>
          </dd>
          <dt>{AFTER_SALE_MSG.product}</dt>
          <dd>{`${c.line.name} ${c.line.pack}（${ORDER_MSG.label(ORDER_MSG.code)}${c.line.code}）`}</dd>
          <dt>{AFTER_SALE_MSG.kind}</dt>
          <dd>{c.kindText}</dd>
          <dt>{AFTER_SALE_MSG.quantity}</dt>
          <dd>{c.quantity}</dd>
          {c.refundAmount !== null && (
            <>
              <dt>{AFTER_SALE_MSG.refundAmount}</dt>
              <dd>{formatPrice(c.refundAmount)}</dd>
            </>
          )}
          {c.refund && (
            <>
              <dt>{AFTER_SALE_MSG.refund}</dt>
              <dd>{`${AFTER_SALE_MSG.refundTo(c.refund.methodText)}，${c.refund.status === 'succeeded' ? AFTER_SALE_MSG.refundDone(formatTime(c.refund.refundedAt)) : AFTER_SALE_MSG.refundPending}`}</dd>
            </>
          )}
          {c.carrier && (
            <>
              <dt>{AFTER_SALE_MSG.reship}</dt>
              <dd>{`${c.carrier} ${c.trackingNo ?? ''}`}</dd>
            </>
          )}
          <dt>{AFTER_SALE_MSG.createdAt}</dt>
          <dd>{formatTime(c.createdAt)}</dd>
          <dt>{AFTER_SALE_MSG.reason}</dt>
          <dd>{c.reason}</dd>
        </dl>
        <CaseImages images={c.images} />
        {c.actions.includes('cancel') && (
          <Button danger loading={cancel.isPending} onClick={() => confirm({ title: AFTER_SALE_MSG.cancel, content: AFTER_SALE_MSG.cancelConfirm, onOk: async () => void (await cancel.mutateAsync().catch(() => undefined)) })}>
            {AFTER_SALE_MSG.cancel}
          </Button>
        )}
      </section>
      <section className={orderStyles.block} aria-labelledby="case-flow">
        <h2 id="case-flow" className={orderStyles.blockTitle}>
          {AFTER_SALE_MSG.flow}
        </h2>
        <ol className={orderStyles.timeline}>
          {[...c.events].reverse().map((e, i) => (
            <li key={`${e.at}-${i}`} className={i === 0 ? orderStyles.latest : undefined}>
              <time dateTime={e.at} className={orderStyles.muted}>
                {formatTime(e.at)}
              </time>
              <span className={orderStyles.eventStatus}>{e.statusText}</span>
              <span className={orderStyles.muted}>{ORDER_MSG.by(e.actorText)}</span>
              {e.note && <span>{e.note}</span>}
            </li>
          ))}
        </ol>
      </section>
      <Thread c={c} onChanged={changed} />
    </section>
  );
}

function Thread({ c, onChanged }: { c: Detail; onChanged: (next: Detail) => void }) {
  const [text, setText] = useState('');
  // An empty message is refused with the API's own words (请填写留言内容), not by a greyed-out button.
  const parsed = afterSale.message.body!.safeParse({ content: text });
  const { shown, check } = useRefusals({ content: parsed.success ? undefined : parsed.error.issues[0]?.message });
  const send = useMutation({
    mutationFn: () => afterSaleCalls.message(browserApi, c.id, text.trim()),
    onSuccess: (next) => {
      onChanged(next);
      setText('');
      void toast.success(AFTER_SALE_MSG.sent);
    },
    onError: (e) => void toast.error(e.message),
  });
  return (
    <section className={orderStyles.block} aria-labelledby="case-thread">
      <h2 id="case-thread" className={orderStyles.blockTitle}>
        {AFTER_SALE_MSG.thread}
      </h2>
      {c.messages.length === 0 ? (
        <p className={orderStyles.muted}>{AFTER_SALE_MSG.noMessages}</p>
      ) : (
        <ul className={styles.thread}>
          {c.messages.map((m, i) => (
            <li key={`${m.at}-${i}`} className={styles.message}>
              <strong>{m.actorText}</strong> <time className={orderStyles.muted}>{formatTime(m.at)}</time>
              <p>{m.content}</p>
            </li>
          ))}
        </ul>
      )}
      {c.actions.includes('message') && (
        <div className={styles.field}>
          <Input.TextArea
            aria-label={AFTER_SALE_MSG.messagePlaceholder}
            aria-invalid={shown.content ? true : undefined}
            status={shown.content ? 'error' : undefined}
            placeholder={AFTER_SALE_MSG.messagePlaceholder}
            value={text}
            maxLength={AFTER_SALE_MESSAGE_MAX}
            onChange={(e) => setText(e.target.value)}
            rows={3}
          />
          <FieldProblem text={shown.content} />
          <Button type="primary" loading={send.isPending} onClick={() => check() && send.mutate()}>
            {AFTER_SALE_MSG.send}
          </Button>
        </div>
      )}
    </section>
  );
}
