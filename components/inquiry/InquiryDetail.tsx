'use client';

import Link from 'next/link';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Result, Spin, Table, type TableColumnsType } from 'antd';
import { formatPrice } from '@/components/cart/format';
import { MSG } from '@/lib/messages';
import ImageWithFallback from '@/components/ui/ImageWithFallback';
import { browserApi } from '@/lib/api/browser';
import { formatTime } from '@/lib/china-time';
import { closeInquiry, inquiryDetailQuery, inquiryKeys } from '@/lib/api/cart';
import { ApiFailure } from '@/lib/api/client';
import type { InquiryDetail as Detail } from '@/lib/api/contract/inquiry';
import { routes } from '@/lib/routes';
import StatusTag from './StatusTag';
import { inquiryNumber } from './format';
import styles from './inquiry.module.scss';
import { toast, confirm } from '@/components/ui/feedback';

type Line = Detail['lines'][number];

/** /inquiryCenter/inquiryDetails/{id}: lines, status, the shop's quoted prices and lead days when quoted; close. */
export default function InquiryDetail({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...inquiryDetailQuery(browserApi, id), retry: false });
  const d = query.data;

  if (query.isLoading) {
    return (
      <div className={styles.page}>
        <div className={styles.loading}>
          <Spin />
        </div>
      </div>
    );
  }
  if (!d) {
    const msg = query.error instanceof ApiFailure ? query.error.message : MSG.inquiryNotFound;
    return (
      <div className={styles.page}>
        <Result status="warning" title={msg} extra={<Link href={routes.inquiryList}>{MSG.inquiryList}</Link>} />
      </div>
    );
  }
  const quoted = d.status !== 'submitted' || d.quotedAt !== null;

  const close = () =>
    confirm({
      title: MSG.closeInquiry,
      content: MSG.closeInquiryConfirm,
      onOk: async () => {
        try {
          await closeInquiry(browserApi, id);
          void toast.success(MSG.inquiryClosed);
          await queryClient.invalidateQueries({ queryKey: inquiryKeys.all });
        } catch (err) {
          if (err instanceof ApiFailure && err.kind === 'rejected') void toast.error(err.message);
        }
      },
    });

  const columns: TableColumnsType<Line> = [
    {
      title: MSG.productColumn,
      key: 'product',
      render: (_, l) => (
        <div className={styles.product}>
          <ImageWithFallback src={l.imgUrl} alt={l.name} width={48} height={48} className={styles.img} />
          <div>
            <Link prefetch={false} href={routes.goodsDetail(l.productId, l.skuId)}>
              {l.name}
            </Link>
            <div className={styles.meta}>
              {MSG.codeLabel}：{l.code}　CAS：{l.cas || '—'}　{MSG.specLabel}：{l.pack}
            </div>
          </div>
        </div>
      ),
    },
    { title: MSG.quantity, dataIndex: 'num', key: 'num', width: 80 },
    { title: MSG.inquiryListPrice, key: 'listPrice', width: 120, render: (_, l) => formatPrice(l.listPrice) },
    {
      title: MSG.quotedPrice,
      key: 'quoted',
      width: 130,
      render: (_, l) => (l.quotedPrice !== null ? <b className={styles.price}>{formatPrice(l.quotedPrice)}</b> : quoted ? MSG.cannotSupply : MSG.notQuoted),
    },
    { title: MSG.leadDays, key: 'lead', width: 100, render: (_, l) => (l.leadDays !== null ? MSG.days(l.leadDays) : '—') },
    { title: MSG.subtotal, key: 'sub', width: 130, render: (_, l) => (l.quotedPrice !== null ? formatPrice(l.quotedPrice * l.num) : '—') },
  ];

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>
          {MSG.inquiryDetail} <StatusTag status={d.status} />
        </h1>
        <Link prefetch={false} href={routes.inquiryList}>
          ‹ {MSG.inquiryList}
        </Link>
      </div>
      <Descriptions bordered size="small" column={3} className={styles.desc}>
        <Descriptions.Item label={MSG.inquiryNumber}>{inquiryNumber(d.id)}</Descriptions.Item>
        <Descriptions.Item label={MSG.inquirySubmittedAt}>{formatTime(d.createdAt, 'minute', '—')}</Descriptions.Item>
        <Descriptions.Item label={MSG.inquiryQuotedAt}>{formatTime(d.quotedAt, 'minute', '—')}</Descriptions.Item>
        <Descriptions.Item label={MSG.inquiryContact}>{d.contact}</Descriptions.Item>
        <Descriptions.Item label={MSG.inquiryPhone}>{d.phone}</Descriptions.Item>
        <Descriptions.Item label={MSG.inquiryCompany}>{d.company}</Descriptions.Item>
        <Descriptions.Item label={MSG.inquiryNote} span={3}>
          {d.note || '—'}
        </Descriptions.Item>
        {d.quoteNote && (
          <Descriptions.Item label={MSG.inquiryQuoteNote} span={3}>
            {d.quoteNote}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Table<Line> rowKey="id" columns={columns} dataSource={d.lines} pagination={false} />
      <div className={styles.footer}>
        <span>
          {MSG.inquiryCounts(d.lineCount, d.totalNum)}
          {d.quotedTotal !== null && (
            <>
              {MSG.inquiryQuotedTotalLead}
              <b className={styles.price}>{formatPrice(d.quotedTotal)}</b>
            </>
          )}
        </span>
        {d.status !== 'closed' && (
          <Button danger onClick={close}>
            {MSG.closeInquiry}
          </Button>
        )}
      </div>
    </div>
  );
}
