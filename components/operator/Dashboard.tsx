'use client';

import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Skeleton, Statistic } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { operatorConsole } from '@/lib/api/contract/console';
import { yuan } from '@/lib/api/contract/money';
import { formatTime } from '@/lib/china-time';
import { staffApi } from '@/lib/operator/client';
import { useStaffSession } from '@/stores/staff-session';
import PageHead from './PageHead';
import styles from './console.module.scss';

/** The counts follow new orders and payments without a reload. */
const REFRESH_MS = 60_000;

/**
 * 工作台: today's orders and sales (China day) for orders and finance, and the count of each work queue the
 * person's permissions see. A queue links nowhere until its desk exists.
 */
export default function Dashboard() {
  const name = useStaffSession((s) => s.name);
  const { data, error, isPending, isFetching, refetch } = useQuery({
    queryKey: ['console', 'dashboard'],
    queryFn: () => staffApi.call(operatorConsole.dashboard),
    refetchInterval: REFRESH_MS,
  });
  return (
    <>
      <PageHead
        title="工作台"
        extra={
          <Button icon={<ReloadOutlined />} loading={isFetching && !isPending} onClick={() => void refetch()}>
            刷新
          </Button>
        }
      />
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      {isPending ? (
        <Skeleton active />
      ) : data ? (
        <>
          <p className={styles.sectionTitle}>
            {name}，你好。今天是 {formatTime(data.day, 'date')}（北京时间）
          </p>
          {data.today && (
            <div className={styles.figures}>
              <Card size="small">
                <Statistic title="今日订单" value={data.today.orders} suffix="笔" />
              </Card>
              <Card size="small">
                <Statistic title="今日付款订单" value={data.today.paidOrders} suffix="笔" />
              </Card>
              <Card size="small">
                <Statistic title="今日付款金额" value={yuan(data.today.paidFen)} />
              </Card>
            </div>
          )}
          <h2 className={styles.sectionTitle}>待处理</h2>
          {data.queues.length ? (
            <div className={styles.queueGrid}>
              {data.queues.map((q) => (
                <Card size="small" key={q.key}>
                  <Statistic title={q.title} value={q.count} styles={q.count > 0 ? { content: { color: '#c2410c' } } : undefined} />
                </Card>
              ))}
            </div>
          ) : (
            <Empty description="你的权限下暂无需要处理的工作队列" />
          )}
        </>
      ) : null}
    </>
  );
}
