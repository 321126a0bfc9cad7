'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { Pagination, Segmented, Table, type TableColumnsType } from 'antd';
import { formatPrice } from '@/components/cart/format';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { browserApi } from '@/lib/api/browser';
import { inquiryListQuery } from '@/lib/api/cart';
import type { InquiryStatus, InquirySummary } from '@/lib/api/contract/inquiry';
import StatusTag, { INQUIRY_STATUS_LABEL } from './StatusTag';
import styles from './inquiry.module.scss';

const PAGE_SIZE = 10;
const dateText = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** /inquiryCenter/inquiryList: the customer's inquiries, newest first, by status, 10 a page. */
export default function InquiryList() {
  const [pageNo, setPageNo] = useState(1);
  const [status, setStatus] = useState<InquiryStatus | 'all'>('all');
  const query = useQuery(inquiryListQuery(browserApi, pageNo, PAGE_SIZE, status === 'all' ? undefined : status));

  const columns: TableColumnsType<InquirySummary> = [
    { title: '询价单号', key: 'id', render: (_, r) => <Link prefetch={false} href={routes.inquiryDetail(r.id)}>{`XJ${String(r.id).padStart(8, '0')}`}</Link> },
    { title: '提交时间', key: 'createdAt', render: (_, r) => dateText(r.createdAt) },
    { title: '商品', key: 'lines', render: (_, r) => `${r.lineCount} 种，共 ${r.totalNum} 件` },
    { title: MSG.inquiryContact, dataIndex: 'contact', key: 'contact' },
    { title: '状态', key: 'status', render: (_, r) => <StatusTag status={r.status} /> },
    { title: '报价合计', key: 'quotedTotal', render: (_, r) => (r.quotedTotal === null ? '—' : formatPrice(r.quotedTotal)) },
    { title: MSG.actionsColumn, key: 'go', render: (_, r) => <Link prefetch={false} href={routes.inquiryDetail(r.id)}>查看</Link> },
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
        options={[{ label: '全部', value: 'all' }, ...(Object.keys(INQUIRY_STATUS_LABEL) as InquiryStatus[]).map((s) => ({ label: INQUIRY_STATUS_LABEL[s], value: s }))]}
        className={styles.filter}
      />
      <Table<InquirySummary> rowKey="id" columns={columns} dataSource={query.data?.rows ?? []} loading={query.isLoading} pagination={false} locale={{ emptyText: '暂无询价单' }} />
      {(query.data?.totalCount ?? 0) > PAGE_SIZE && (
        <Pagination className={styles.pager} current={pageNo} pageSize={PAGE_SIZE} total={query.data?.totalCount ?? 0} onChange={setPageNo} showSizeChanger={false} showQuickJumper showTotal={(t) => `共 ${t} 条`} />
      )}
    </div>
  );
}
