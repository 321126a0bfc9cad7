'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Alert, Button, Empty, Spin, Table, type TableColumnsType } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import QtyInput from '@/components/cart/QtyInput';
import { specText } from '@/components/cart/format';
import { MSG } from '@/lib/messages';
import { useListFeedback } from '@/components/cart/useListFeedback';
import ImageWithFallback from '@/components/ui/ImageWithFallback';
import { browserApi } from '@/lib/api/browser';
import { inquiryKeys, submitInquiry } from '@/lib/api/cart';
import { ApiFailure } from '@/lib/api/client';
import type { CartRow } from '@/lib/api/contract/cart';
import { routes } from '@/lib/routes';
import { useAuthStore } from '@/stores/auth';
import { useInquiryStore } from '@/stores/inquiry';
import type { ListItem } from '@/stores/list-item';
import { useListSync } from '@/stores/list-sync';
import InquiryForm from './InquiryForm';
import type { InquiryFormOutput } from './schema';
import styles from './inquiry.module.scss';

type Item = ListItem<CartRow>;

/** /inquiryCenter: the basket's rows (quantity, delete) and the form that turns them into an inquiry. */
export default function InquiryBasket() {
  useListSync();
  const items = useInquiryStore((s) => s.items) as Item[];
  const mode = useInquiryStore((s) => s.mode);
  const loading = useInquiryStore((s) => s.loading);
  const orgName = useAuthStore((s) => s.orgName);
  const feedback = useListFeedback();
  const router = useRouter();
  const queryClient = useQueryClient();
  const unavailable = items.filter((i) => i.row?.available === false);

  const submit = async (values: InquiryFormOutput) => {
    try {
      const { id } = await submitInquiry(browserApi, { ...values, carIds: items.map((i) => i.carId).filter((n): n is number => n !== null) });
      feedback({ ok: true }, MSG.inquirySubmitted);
      void queryClient.invalidateQueries({ queryKey: inquiryKeys.all });
      await useInquiryStore.getState().load();
      router.push(routes.inquiryDetail(id));
    } catch (err) {
      if (err instanceof ApiFailure) feedback({ ok: false, message: err.message, silent: err.kind !== 'rejected' });
    }
  };

  const columns: TableColumnsType<Item> = [
    {
      title: MSG.productColumn,
      key: 'product',
      render: (_, item) => (
        <div className={styles.product}>
          <ImageWithFallback src={item.src} alt={item.name} width={56} height={56} className={styles.img} />
          <div>
            <Link prefetch={false} href={routes.goodsDetail(item.productId, item.skuId ?? undefined)}>
              {item.name}
            </Link>
            <div className={styles.meta}>
              {item.row?.code ? `${MSG.codeLabel}：${item.row.code}　` : ''}
              {MSG.specLabel}：{specText(item) || '—'}
            </div>
            {item.row?.available === false && <div className={styles.error}>{MSG.itemUnavailable}</div>}
          </div>
        </div>
      ),
    },
    {
      title: MSG.quantity,
      key: 'qty',
      width: 140,
      render: (_, item) => (
        <QtyInput value={item.number} label={`${item.name} ${MSG.quantity}`} onCommit={async (n) => feedback(await useInquiryStore.getState().setNumber(item.identityPrimaryKey, n))} />
      ),
    },
    {
      title: MSG.actionsColumn,
      key: 'actions',
      width: 90,
      render: (_, item) => (
        <Button type="link" danger aria-label={`${MSG.deleteAction} ${item.name}`} onClick={async () => feedback(await useInquiryStore.getState().remove(item.identityPrimaryKey), MSG.deleted)}>
          {MSG.deleteAction}
        </Button>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>
          {MSG.basketTitle}
          <span className={styles.count}>（{items.length}）</span>
        </h1>
        <Link prefetch={false} href={routes.inquiryList}>
          {MSG.inquiryList} ›
        </Link>
      </div>
      {mode !== 'server' || (loading && items.length === 0) ? (
        <div className={styles.loading}>
          <Spin />
        </div>
      ) : items.length === 0 ? (
        <Empty description={MSG.emptyBasket} className={styles.empty}>
          <Link prefetch={false} href={routes.productClassifyList(0)}>
            <Button type="primary">{MSG.goShopping}</Button>
          </Link>
        </Empty>
      ) : (
        <>
          <Table<Item> rowKey="identityPrimaryKey" columns={columns} dataSource={items} pagination={false} />
          <section className={styles.formBox} aria-label={MSG.inquiryInfo}>
            <h2 className={styles.subtitle}>{MSG.inquiryInfo}</h2>
            {unavailable.length > 0 && <Alert type="warning" showIcon title={MSG.basketHasUnavailable} className={styles.alert} />}
            <InquiryForm onSubmit={submit} disabled={unavailable.length > 0} defaults={{ company: orgName ?? '' }} />
          </section>
        </>
      )}
    </div>
  );
}
