'use client';

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Modal, Radio, Spin, Table, Tabs, Tag } from 'antd';
import { formatPrice } from '@/components/cart/format';
import { toast } from '@/components/ui/feedback';
import { addressCalls, addressKeys } from '@/lib/api/address';
import { browserApi } from '@/lib/api/browser';
import { formatTime } from '@/lib/china-time';
import type { MallItem, Redemption } from '@/lib/api/contract/promotion';
import { VOUCHER_STATE_TEXT, type UserVoucher } from '@/lib/api/contract/voucher';
import { memberCalls, memberKeys } from '@/lib/api/member';
import { promotionCalls, promotionKeys } from '@/lib/api/promotion';
import { MALL_MSG as M, SETTLE_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { useIsLoggedIn } from '@/stores/auth';
import { useLoginModal } from '@/stores/login-modal';
import styles from './promotions.module.scss';

/** The confirmation of one redemption; a gift also asks for one of the buyer's receiving addresses. */
function RedeemDialog({ item, onClose }: { item: MallItem; onClose: () => void }) {
  const client = useQueryClient();
  const addresses = useQuery({ queryKey: addressKeys.list('receiving'), queryFn: () => addressCalls.list(browserApi, 'receiving'), enabled: item.kind === 'gift' });
  const [addressId, setAddressId] = useState<number | undefined>();
  const chosen = addressId ?? addresses.data?.find((a) => a.isDefault)?.id ?? addresses.data?.[0]?.id;
  const redeem = useMutation({
    mutationFn: () => promotionCalls.redeem(browserApi, item.id, item.kind === 'gift' ? chosen : undefined),
    onSuccess: () => {
      void toast.success(M.done(item.name));
      void client.invalidateQueries({ queryKey: promotionKeys.mallItems });
      void client.invalidateQueries({ queryKey: ['pointsMall', 'redemptions'] });
      void client.invalidateQueries({ queryKey: promotionKeys.vouchers });
      void client.invalidateQueries({ queryKey: memberKeys.points });
      onClose();
    },
  });
  return (
    <Modal open title={M.confirmTitle(item.name)} onCancel={onClose} onOk={() => redeem.mutate()} okText={M.redeem} confirmLoading={redeem.isPending} okButtonProps={{ disabled: item.kind === 'gift' && !chosen }}>
      <p>{M.confirmPoints(item.points)}</p>
      {item.kind === 'gift' &&
        (addresses.isLoading ? (
          <Spin />
        ) : addresses.data?.length ? (
          <Radio.Group aria-label={M.chooseAddress} value={chosen} onChange={(e) => setAddressId(e.target.value as number)} className={styles.column}>
            {addresses.data.map((a) => (
              <Radio key={a.id} value={a.id}>
                {a.consignee} {a.mobile} {SETTLE_MSG.addressLine(a)}
              </Radio>
            ))}
          </Radio.Group>
        ) : (
          <Alert type="info" showIcon title={M.noAddress} action={<Button href={routes.receivingAddress}>{M.manageAddresses}</Button>} />
        ))}
      {redeem.error && <Alert type="error" showIcon role="alert" title={redeem.error.message} />}
    </Modal>
  );
}

function Items({ onRedeem }: { onRedeem: (item: MallItem) => void }) {
  const items = useQuery({ queryKey: promotionKeys.mallItems, queryFn: () => promotionCalls.mallItems(browserApi) });
  if (items.isLoading) return <Spin />;
  if (items.error) return <Alert type="error" showIcon title={items.error.message} />;
  return (
    <ul className={styles.grid} aria-label={M.itemsTab}>
      {items.data?.map((item) => (
        <li key={item.id}>
          <Card className={styles.card}>
            <h2 className={styles.cardTitle}>{item.name}</h2>
            <p className={styles.points}>{M.points(item.points)}</p>
            {item.voucher && <p>{M.voucherTerms(formatPrice(item.voucher.minOrder), item.voucher.validDays)}</p>}
            <p className={styles.muted}>{item.description}</p>
            <p className={styles.muted}>
              {M.stock(item.stock)}　{M.limit(item.perUserLimit)}
            </p>
            <Button type="primary" disabled={item.stock <= 0} onClick={() => onRedeem(item)} aria-label={`${M.redeem}：${item.name}`}>
              {item.stock > 0 ? M.redeem : M.soldOut}
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function History() {
  const [pageNo, setPageNo] = useState(1);
  const rows = useQuery({ queryKey: promotionKeys.redemptions(pageNo), queryFn: () => promotionCalls.redemptions(browserApi, pageNo, 10) });
  const vouchers = useQuery({ queryKey: promotionKeys.vouchers, queryFn: () => promotionCalls.myVouchers(browserApi) });
  return (
    <>
      <Table<Redemption>
        rowKey="id"
        loading={rows.isLoading}
        dataSource={rows.data?.rows ?? []}
        locale={{ emptyText: M.historyEmpty }}
        pagination={{ current: pageNo, pageSize: 10, total: rows.data?.totalCount ?? 0, onChange: setPageNo }}
        columns={[
          { title: '时间', key: 'at', render: (_, r) => formatTime(r.createdAt) },
          { title: '商品', dataIndex: 'itemName', key: 'name' },
          { title: '积分', dataIndex: 'points', key: 'points' },
          { title: '状态', key: 'status', render: (_, r) => <Tag>{r.statusText}</Tag> },
          { title: '收货地址', key: 'addr', render: (_, r) => (r.address ? `${r.address.consignee} ${SETTLE_MSG.addressLine(r.address)}` : '—') },
        ]}
      />
      <h2 className={styles.subTitle}>{M.myVouchers}</h2>
      <Table<UserVoucher>
        rowKey="id"
        loading={vouchers.isLoading}
        dataSource={vouchers.data ?? []}
        locale={{ emptyText: M.vouchersEmpty }}
        pagination={false}
        columns={[
          { title: '优惠券', dataIndex: 'name', key: 'name' },
          { title: '面额', key: 'face', render: (_, v) => formatPrice(v.face) },
          { title: '有效期至', key: 'exp', render: (_, v) => formatTime(v.expiresAt) },
          { title: '状态', key: 'state', render: (_, v) => <Tag color={v.state === 'unused' ? 'green' : 'default'}>{VOUCHER_STATE_TEXT[v.state]}</Tag> },
          { title: '使用订单', key: 'order', render: (_, v) => v.orderNo ?? '—' },
        ]}
      />
    </>
  );
}

/** /pointsMallCenter — 积分商城: visitors see the items; redeeming (and the history tab) needs login. */
export default function PointsMall() {
  const loggedIn = useIsLoggedIn();
  const summary = useQuery({ queryKey: memberKeys.points, queryFn: () => memberCalls.pointsSummary(browserApi), enabled: loggedIn });
  const [redeeming, setRedeeming] = useState<MallItem | null>(null);
  const onRedeem = (item: MallItem) => (loggedIn ? setRedeeming(item) : useLoginModal.getState().openModal());
  return (
    <section className={styles.page} aria-labelledby="mall-title">
      <h1 id="mall-title" className={styles.title}>
        {M.title}
      </h1>
      <p>{M.description}</p>
      <p className={styles.balance} role="status">
        {loggedIn ? (summary.data ? M.balance(summary.data.balance) : '') : M.loginForBalance}
      </p>
      <p className={styles.muted}>{M.rules}</p>
      <Tabs
        items={[
          { key: 'items', label: M.itemsTab, children: <Items onRedeem={onRedeem} /> },
          ...(loggedIn ? [{ key: 'history', label: M.historyTab, children: <History /> }] : []),
        ]}
      />
      {redeeming && <RedeemDialog item={redeeming} onClose={() => setRedeeming(null)} />}
    </section>
  );
}
