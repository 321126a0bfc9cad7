'use client';

import { useQuery } from '@tanstack/react-query';
import { Alert, Modal, Spin } from 'antd';
import { browserApi } from '@/lib/api/browser';
import { formatTime } from '@/lib/china-time';
import { creditCalls, creditKeys } from '@/lib/api/credit';
import { CREDIT_PAGE_MSG as M, PAY_MSG } from '@/lib/messages';
import { formatPrice } from '@/components/cart/format';
import styles from './AccountingPeriod.module.scss';

/** 还款: the shop's account, the amount still owed and the bill number to quote; the shop records the money on arrival. */
export default function RepayDialog({ billId, onClose }: { billId: number; onClose: () => void }) {
  const info = useQuery({ queryKey: creditKeys.repay(billId), queryFn: () => creditCalls.repayInfo(browserApi, billId) });
  const d = info.data;
  return (
    <Modal open title={d ? M.repayTitle(d.bill.billNo) : M.repay} onCancel={onClose} footer={null} destroyOnHidden>
      {info.isLoading && <Spin />}
      {info.isError && <Alert type="error" showIcon title={info.error.message} />}
      {d && (
        <>
          <dl className={styles.account}>
            <dt>{M.outstanding}</dt>
            <dd className={styles.available}>{formatPrice(d.bill.outstanding)}</dd>
            <dt>{M.dueOn}</dt>
            <dd>{formatTime(d.bill.dueOn, 'date')}</dd>
            <dt>{PAY_MSG.bankPayee}</dt>
            <dd>{d.account.payee}</dd>
            <dt>{PAY_MSG.bankName}</dt>
            <dd>{d.account.bankName}</dd>
            <dt>{PAY_MSG.bankAccount}</dt>
            <dd>{d.account.account}</dd>
          </dl>
          <Alert type="warning" showIcon title={M.repayReference(d.account.reference)} description={M.repayHint} />
        </>
      )}
    </Modal>
  );
}
