'use client';

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Spin } from 'antd';
import { browserApi } from '@/lib/api/browser';
import { ApiFailure } from '@/lib/api/client';
import { formatTime } from '@/lib/china-time';
import { cancelCustomRequest, customKeys, customRequestDetail, declineCustomQuote } from '@/lib/api/custom';
import Link from 'next/link';
import { formatPrice } from '@/components/cart/format';
import { CUSTOM_ORDER_MSG, CUSTOM_PAGE_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import CustomAttachments from './CustomAttachments';
import own from './custom.module.scss';

/** /customizedServices/customDetails?id=: the request, its quote (decline), cancel before a quote, the timeline. */
export default function CustomDetails({ id }: { id: number }) {
  const qc = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const detail = useQuery({ queryKey: customKeys.detail(id), queryFn: () => customRequestDetail(browserApi, id), retry: false });
  const act = useMutation({
    mutationFn: (what: 'cancel' | 'decline') => (what === 'cancel' ? cancelCustomRequest(browserApi, id) : declineCustomQuote(browserApi, id)),
    onMutate: () => setFailure(null),
    onSuccess: (r) => {
      qc.setQueryData(customKeys.detail(id), r);
      void qc.invalidateQueries({ queryKey: customKeys.all });
    },
    onError: (err) => setFailure(err instanceof ApiFailure ? err.message : M.loadFailed),
  });

  if (detail.isPending) return <Spin />;
  if (detail.isError) return <Alert type="error" showIcon role="alert" title={detail.error instanceof ApiFailure ? detail.error.message : M.loadFailed} />;
  const r = detail.data;
  return (
    <article className={own.details} aria-label={M.requestNo(r.requestNo)}>
      <p>
        {M.requestNo(r.requestNo)} <strong>{r.stateText}</strong>
      </p>
      <dl className={own.facts}>
        {r.name && (
          <>
            <dt>{M.name}</dt>
            <dd>{r.name}</dd>
          </>
        )}
        {r.cas && (
          <>
            <dt>{M.cas}</dt>
            <dd>{r.cas}</dd>
          </>
        )}
        {r.smiles && (
          <>
            <dt>{M.smilesLabel}</dt>
            <dd>
              {r.smiles} {r.formula}
            </dd>
          </>
        )}
        <dt>{M.quantity}</dt>
        <dd>
          {r.quantity} {r.unit}
        </dd>
        <dt>{M.purity}</dt>
        <dd>{r.purity}</dd>
        <dt>{M.deadline}</dt>
        <dd>{r.deadline}</dd>
        <dt>{M.documentsLabel}</dt>
        <dd>{r.documents.join('、') || '—'}</dd>
        {r.notes && (
          <>
            <dt>{M.notes}</dt>
            <dd>{r.notes}</dd>
          </>
        )}
        <dt>{M.quotePrice}</dt>
        <dd>{r.quote ? `${formatPrice(r.quote.priceFen)}，${M.leadDays(r.quote.leadDays)}，${M.validUntil(formatTime(r.quote.validUntil, 'date'))}` : M.noQuote}</dd>
        {r.quote?.remark && (
          <>
            <dt>{M.remark}</dt>
            <dd>{r.quote.remark}</dd>
          </>
        )}
        {r.order && (
          <>
            <dt>{CUSTOM_ORDER_MSG.orderLabel}</dt>
            <dd>
              <Link prefetch={false} href={routes.orderDetail(r.order.id)}>
                {CUSTOM_ORDER_MSG.orderOf(r.order.orderNo, r.order.statusText)}
              </Link>
            </dd>
          </>
        )}
      </dl>
      <CustomAttachments files={r.attachments} />
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
      {r.state === 'pending' && (
        <div className={own.actions}>
          <Button onClick={() => act.mutate('cancel')} loading={act.isPending}>
            {M.cancel}
          </Button>
        </div>
      )}
      {r.state === 'quoted' && (
        <div className={own.actions}>
          <Button type="primary" href={routes.customizedSettlement(r.id)}>
            {CUSTOM_ORDER_MSG.accept}
          </Button>
          <Button danger onClick={() => act.mutate('decline')} loading={act.isPending}>
            {M.decline}
          </Button>
        </div>
      )}
      <h2>{M.timeline}</h2>
      {r.events.length === 0 ? (
        <p>{M.noEvents}</p>
      ) : (
        <ol>
          {r.events.map((e) => (
            <li key={e.id}>
              {formatTime(e.createdAt)} {e.text}
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
