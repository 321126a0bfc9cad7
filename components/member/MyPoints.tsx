'use client';

import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Spin, Statistic, Table, Tag, type TableColumnsType } from 'antd';
import { browserApi } from '@/lib/api/browser';
import { formatTime, lastDayBefore } from '@/lib/china-time';
import { POINTS_KIND_TEXT, type PointsRow } from '@/lib/api/contract/member';
import { memberCalls, memberKeys } from '@/lib/api/member';
import { FEEDBACK_VOUCHER_FEN, POINTS_PER_YUAN, POINTS_SIGNUP_BONUS } from '@/lib/constants';
import { MEMBER_MSG as M } from '@/lib/messages';
import styles from './member.module.scss';

export const LEDGER_PAGE_SIZE = 10;

/** /personalCenter/myIntegral — 我的积分: the balance, what expires next, the ledger and the rules. */
export default function MyPoints() {
  const [pageNo, setPageNo] = useState(1);
  const summary = useQuery({ queryKey: memberKeys.points, queryFn: () => memberCalls.pointsSummary(browserApi) });
  const ledger = useQuery({ queryKey: memberKeys.ledger(pageNo), queryFn: () => memberCalls.pointsLedger(browserApi, pageNo, LEDGER_PAGE_SIZE), placeholderData: keepPreviousData });

  const columns: TableColumnsType<PointsRow> = [
    { title: M.ledgerTime, key: 'time', width: 170, render: (_, r) => formatTime(r.createdAt) },
    { title: M.ledgerKind, key: 'kind', width: 110, render: (_, r) => <Tag color={r.delta > 0 ? 'green' : 'default'}>{POINTS_KIND_TEXT[r.kind]}</Tag> },
    { title: M.ledgerChange, key: 'delta', width: 100, render: (_, r) => (r.delta > 0 ? `+${r.delta}` : String(r.delta)) },
    { title: M.ledgerReason, dataIndex: 'reason', key: 'reason' },
    { title: M.ledgerOrder, key: 'order', width: 170, render: (_, r) => r.orderNo ?? '—' },
    { title: M.ledgerBalance, dataIndex: 'balanceAfter', key: 'balance', width: 110 },
    { title: M.ledgerExpiry, key: 'expiry', width: 120, render: (_, r) => (r.expiresAt ? lastDayBefore(r.expiresAt) : '—') },
  ];

  return (
    <section className={styles.page} aria-labelledby="points-title">
      <h1 id="points-title" className={styles.title}>
        {M.pointsTitle}
      </h1>
      {summary.isLoading ? (
        <Spin />
      ) : summary.isError || !summary.data ? (
        <Alert type="error" showIcon title={summary.error?.message ?? M.partUnavailable} />
      ) : (
        <div role="group" aria-label={M.balance}>
          <Statistic title={M.balance} value={summary.data.balance} suffix={M.pointsUnit} />
          <p className={styles.note}>{summary.data.nextExpiry ? M.nextExpiry(summary.data.nextExpiry.points, lastDayBefore(summary.data.nextExpiry.at)) : M.noExpiry}</p>
        </div>
      )}
      <h2 className={styles.dayTitle}>{M.pointsDetail}</h2>
      {ledger.isError ? (
        <Alert type="error" showIcon title={ledger.error.message} />
      ) : (
        <Table<PointsRow>
          rowKey="id"
          loading={ledger.isLoading}
          columns={columns}
          dataSource={ledger.data?.rows ?? []}
          locale={{ emptyText: M.ledgerEmpty }}
          pagination={{ current: pageNo, pageSize: LEDGER_PAGE_SIZE, total: ledger.data?.totalCount ?? 0, showSizeChanger: false, onChange: setPageNo, hideOnSinglePage: true }}
        />
      )}
      <section aria-labelledby="points-rules">
        <h2 id="points-rules" className={styles.dayTitle}>
          {M.rulesTitle}
        </h2>
        <ol>
          {M.rules({ signup: POINTS_SIGNUP_BONUS, perYuan: POINTS_PER_YUAN, feedbackVoucherYuan: FEEDBACK_VOUCHER_FEN / 100 }).map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ol>
      </section>
    </section>
  );
}
