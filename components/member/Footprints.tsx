'use client';

import Link from 'next/link';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Popconfirm, Spin } from 'antd';
import ImageWithFallback from '@/components/ui/ImageWithFallback';
import { toast } from '@/components/ui/feedback';
import { formatPrice } from '@/components/cart/format';
import { browserApi } from '@/lib/api/browser';
import { formatTime } from '@/lib/china-time';
import type { Footprint } from '@/lib/api/contract/member';
import { memberCalls, memberKeys } from '@/lib/api/member';
import { MEMBER_MSG as M, MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { useAddToCart } from './useAddToCart';
import styles from './member.module.scss';

/** 今天 / 昨天 / the date, by the China calendar the API groups by. */
export function dayLabel(day: string, now = Date.now()): string {
  if (day === formatTime(now, 'date')) return M.today;
  if (day === formatTime(now - 24 * 60 * 60 * 1000, 'date')) return M.yesterday;
  return day;
}

function FootprintCard({ item }: { item: Footprint }) {
  const addToCart = useAddToCart();
  const cheapest = item.skus[0];
  return (
    <article className={styles.card} aria-label={item.name}>
      <ImageWithFallback src={item.imgUrl} alt={item.name} width={120} height={120} className={styles.img} />
      <Link prefetch={false} href={routes.goodsDetail(item.productId)}>
        {item.name}
      </Link>
      <span className={styles.meta}>
        {MSG.casLabel}：{item.cas || '—'}　{item.brandName}
      </span>
      <span className={styles.meta}>{M.viewedAt(formatTime(item.viewedAt, 'clock'))}</span>
      {cheapest ? (
        <span>
          <span className={styles.price}>{formatPrice(cheapest.price)}</span> <span className={styles.meta}>{cheapest.pack}</span>
        </span>
      ) : (
        <span className={styles.meta}>{item.available ? M.noPack : MSG.itemUnavailable}</span>
      )}
      <Button size="small" type="primary" disabled={!cheapest} onClick={() => void addToCart({ productId: item.productId, name: item.name, imgUrl: item.imgUrl, sku: cheapest })}>
        {MSG.addToCart}
      </Button>
    </article>
  );
}

/** /personalCenter/history — 我的足迹: products viewed, grouped by day; clear a day or everything. */
export default function Footprints() {
  const queryClient = useQueryClient();
  const days = useQuery({ queryKey: memberKeys.footprints, queryFn: () => memberCalls.footprints(browserApi) });

  const clear = async (day?: string) => {
    try {
      await memberCalls.clearFootprints(browserApi, day);
      void toast.success(M.cleared);
    } catch (e) {
      void toast.error(e instanceof Error ? e.message : String(e));
    }
    await queryClient.invalidateQueries({ queryKey: memberKeys.footprints });
  };

  return (
    <section className={styles.page} aria-labelledby="history-title">
      <h1 id="history-title" className={styles.title}>
        {M.historyTitle}
      </h1>
      <p className={styles.note}>{M.historyNote}</p>
      {days.isLoading ? (
        <Spin />
      ) : days.isError ? (
        <Alert type="error" showIcon title={days.error.message} />
      ) : !days.data?.length ? (
        <Empty description={M.historyEmpty} />
      ) : (
        <>
          <div className={styles.toolbar}>
            <Popconfirm title={M.clearAllConfirm} onConfirm={() => clear()}>
              <Button danger>{M.clearAll}</Button>
            </Popconfirm>
          </div>
          {days.data.map((d) => (
            <section key={d.day} className={styles.day} aria-label={dayLabel(d.day)}>
              <div className={styles.dayHead}>
                <h2 className={styles.dayTitle}>{dayLabel(d.day)}</h2>
                <Popconfirm title={M.clearDayConfirm(dayLabel(d.day))} onConfirm={() => clear(d.day)}>
                  <Button type="link" size="small">
                    {M.clearDay}
                  </Button>
                </Popconfirm>
              </div>
              <div className={styles.cards}>
                {d.items.map((item) => (
                  <FootprintCard key={`${d.day}-${item.productId}`} item={item} />
                ))}
              </div>
            </section>
          ))}
        </>
      )}
    </section>
  );
}
