'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { Pagination, Segmented, Table, type TableColumnsType } from 'antd';
import { formatPrice } from '@/components/cart/format';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { browserApi } from '@/lib/api/browser';
import { formatTime } from '@/lib/china-time';
import { inquiryListQuery } from '@/lib/api/cart';
import type { InquiryStatus, InquirySummary } from '@/lib/api/contract/inquiry';
import StatusTag, { INQUIRY_STATUS_LABEL } from './StatusTag';
import { inquiryNumber } from './format';
import styles from './inquiry.module.scss';

const PAGE_SIZE = 10;

/** /inquiryCenter/inquiryList: the customer's inquiries, newest first, by status, 10 a page. */
export default function InquiryList() {
  const [pageNo, setPageNo] = useState(1);
  const [status, setStatus] = useState<InquiryStatus | 'all'>('all');
  const query = useQuery(inquiryListQuery(browserApi, pageNo, PAGE_SIZE, status === 'all' ? undefined : status));

  const columns: TableColumnsType<InquirySummary> = [
    { title: MSG.inquiryNumber, key: 'id', render: (_, r) => <Link prefetch={false} href={routes.inquiryDetail(r.id)}>{inquiryNumber(r.id)}</Link> },
    { title: MSG.inquirySubmittedAt, key: 'createdAt', render: (_, r) => formatTime(r.createdAt, 'minute', '—') },
    { title: MSG.productColumn, key: 'lines', render: (_, r) => MSG.inquiryRowCounts(r.lineCount, r.totalNum) },
    { title: MSG.inquiryContact, dataIndex: 'contact', key: 'contact' },
    { title: MSG.statusColumn, key: 'status', render: (_, r) => <StatusTag status={r.status} /> },
    { title: MSG.inquiryQuotedTotal, key: 'quotedTotal', render: (_, r) => (r.quotedTotal === null ? '—' : formatPrice(r.quotedTotal)) },
    { title: MSG.actionsColumn, key: 'go', render: (_, r) => <Link prefetch={false} href={routes.inquiryDetail(r.id)}>{MSG.view}</Link> },
  ];

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{MSG.inquiryList}</h1>
        <Link prefetch={false} href={routes.inquiryCenter}>
          ‹ {MSG.basketTitle}
        </Link>
      </div>
      <Segmented
        value={status}
        onChange={(v) => {
          setStatus(v as InquiryStatus | 'all');
          setPageNo(1);
        }}
        options={[{ label: MSG.all, value: 'all' }, ...(Object.keys(INQUIRY_STATUS_LABEL) as InquiryStatus[]).map((s) => ({ label: INQUIRY_STATUS_LABEL[s], value: s }))]}
        className={styles.filter}
      />
      <Table<InquirySummary> rowKey="id" columns={columns} dataSource={query.data?.rows ?? []} loading={query.isLoading} pagination={false} locale={{ emptyText: MSG.noInquiries }} />
      {(query.data?.totalCount ?? 0) > PAGE_SIZE && (
        <Pagination className={styles.pager} current={pageNo} pageSize={PAGE_SIZE} total={query.data?.totalCount ?? 0} onChange={setPageNo} showSizeChanger={false} showQuickJumper showTotal={MSG.totalRows} />
      )}
    </div>
  );
}
