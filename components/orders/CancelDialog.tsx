'use client';

import { useState } from 'react';
import { Alert, Input, Modal } from 'antd';
import { ORDER_MSG } from '@/lib/messages';

const REASON_MAX = 100;

/** 取消订单: a confirmation with an optional reason (≤ 100 characters, the contract's limit). */
export default function CancelDialog({ orderNo, onOk, onClose }: { orderNo: string; onOk: (reason: string) => Promise<void>; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await onOk(reason.trim());
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={ORDER_MSG.cancelTitle} okText={ORDER_MSG.cancelOk} cancelText={ORDER_MSG.cancelBack} okButtonProps={{ danger: true }} confirmLoading={busy} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 12 }} />}
      <p>{ORDER_MSG.cancelContent(orderNo)}</p>
      <label>
        {ORDER_MSG.cancelReason}
        <Input.TextArea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={REASON_MAX} showCount rows={3} placeholder={ORDER_MSG.cancelReasonPlaceholder} style={{ marginTop: 8 }} />
      </label>
    </Modal>
  );
}
