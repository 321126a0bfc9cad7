'use client';

import { useState } from 'react';
import Link from 'next/link';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Spin, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { browserApi } from '@/lib/api/browser';
import { creditCalls, creditKeys } from '@/lib/api/credit';
import type { BillState, CreditBill } from '@/lib/api/contract/credit';
import { formatTime } from '@/lib/china-time';
import { CREDIT_PAGE_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { formatPrice } from '@/components/cart/format';
import RepayDialog from './RepayDialog';
import styles from './AccountingPeriod.module.scss';

export const BILL_PAGE_SIZE = 10;
const TABS: (BillState | 'all')[] = ['all', 'due', 'overdue', 'settled'];
const STATE_COLOR: Record<BillState, string> = { due: 'blue', overdue: 'red', settled: 'green' };

/**
 * /personalCenter/accountingPeriod — 我的账期: the line (授信额度, 已用, 可用, 账期), what is owed and
 * overdue, and the bills by state with paging; 还款 shows how to transfer against a bill.
 */
export default function AccountingPeriod() {
  const [tab, setTab] = useState<BillState | 'all'>('all');
  const [pageNo, setPageNo] = useState(1);
  const [repaying, setRepaying] = useState<number | null>(null);
  const wallet = useQuery({ queryKey: creditKeys.wallet, queryFn: () => creditCalls.wallet(browserApi) });
  const bills = useQuery({
    queryKey: creditKeys.bills(tab, pageNo),
    queryFn: () => creditCalls.bills(browserApi, tab === 'all' ? undefined : tab, pageNo, BILL_PAGE_SIZE),
    enabled: wallet.data?.hasLine === true,
    placeholderData: keepPreviousData,
  });

  if (wallet.isLoading) return <Spin />;
  if (wallet.isError || !wallet.data) return <Alert type="error" showIcon title={wallet.error?.message ?? M.loadFailed} />;
  const w = wallet.data;
  if (!w.hasLine)
    return (
      <section className={styles.page}>
        <h1>{M.title}</h1>
        <Alert type="info" showIcon title={M.noLine} description={M.noLineText} />
      </section>
    );

  const columns: TableColumnsType<CreditBill> = [
    { title: M.billNo, dataIndex: 'billNo', key: 'billNo' },
    {
      title: M.orderNo,
      key: 'orderNo',
      render: (_, b) => (
        <Link prefetch={false} href={routes.orderDetail(b.orderId)}>
          {b.orderNo}
        </Link>
      ),
    },
    { title: M.amount, key: 'amount', render: (_, b) => formatPrice(b.amount) },
    { title: M.outstanding, key: 'outstanding', render: (_, b) => formatPrice(b.outstanding) },
    { title: M.dueOn, dataIndex: 'dueOn', key: 'dueOn', render: (v: string) => formatTime(v, 'date') },
    { title: M.state, key: 'state', render: (_, b) => <Tag color={STATE_COLOR[b.state]}>{b.stateText}</Tag> },
    {
      title: '',
      key: 'actions',
      render: (_, b) =>
        b.state !== 'settled' && (
          <button type="button" className={styles.link} onClick={() => setRepaying(b.id)} aria-label={`${M.repay} ${b.billNo}`}>
            {M.repay}
          </button>
        ),
    },
  ];

  return (
    <section className={styles.page}>
      <h1>
        {M.title} {!w.active && <Tag color="orange">{M.suspended}</Tag>}
      </h1>
      {w.overdueCount > 0 && <Alert type="error" showIcon title={M.overdueAlert(w.overdueCount, formatPrice(w.overdueAmount))} />}
      <dl className={styles.facts}>
        <div>
          <dt>{M.limit}</dt>
          <dd>{formatPrice(w.limit)}</dd>
        </div>
        <div>
          <dt>{M.used}</dt>
          <dd>{formatPrice(w.used)}</dd>
        </div>
        <div>
          <dt>{M.available}</dt>
          <dd className={styles.available}>{formatPrice(w.available)}</dd>
        </div>
        <div>
          <dt>{M.term}</dt>
          <dd>{M.termDays(w.termDays)}</dd>
        </div>
      </dl>
      <p className={styles.owed}>
        {M.dueSummary(w.dueCount, formatPrice(w.dueAmount))}
        {w.nextDueOn && <span>{M.nextDue(formatTime(w.nextDueOn, 'date'))}</span>}
      </p>
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k as BillState | 'all');
          setPageNo(1);
        }}
        items={TABS.map((key) => ({ key, label: M.tabs[key] }))}
      />
      <Table<CreditBill>
        rowKey="id"
        columns={columns}
        dataSource={bills.data?.rows ?? []}
        loading={bills.isFetching}
        locale={{ emptyText: bills.isError ? (bills.error.message ?? M.loadFailed) : M.noBills }}
        pagination={{ current: pageNo, pageSize: BILL_PAGE_SIZE, total: bills.data?.totalCount ?? 0, onChange: setPageNo, hideOnSinglePage: true, showSizeChanger: false }}
      />
      {repaying !== null && <RepayDialog billId={repaying} onClose={() => setRepaying(null)} />}
    </section>
  );
}
