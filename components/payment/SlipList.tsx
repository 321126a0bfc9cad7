'use client';

import { Button, Table, type TableColumnsType } from 'antd';
import { browserApi } from '@/lib/api/browser';
import type { DataOf } from '@/lib/api/contract/endpoint';
import type { payment } from '@/lib/api/contract/payment';
import { paymentCalls } from '@/lib/api/order';
import { formatTime } from '@/lib/china-time';
import { PAY_MSG } from '@/lib/messages';
import { toast } from '@/components/ui/feedback';
import { fileSize } from './slipCheck';

type Slip = DataOf<typeof payment.uploadSlip>;

/**
 * Opens a slip: fetched with the session token (the API serves slips to their owner only, and a link
 * cannot carry the token), then shown from an object URL in a new tab.
 */
async function view(orderId: number, slip: Slip) {
  const tab = window.open('', '_blank');
  try {
    const blob = await paymentCalls.slipFile(browserApi, orderId, slip.id);
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (e) {
    tab?.close();
    void toast.error((e as Error).message);
  }
}

/** The transfer slips uploaded so far: name, size, time, 查看. */
export default function SlipList({ orderId, slips }: { orderId: number; slips: Slip[] }) {
  const columns: TableColumnsType<Slip> = [
    { title: PAY_MSG.slipName, dataIndex: 'name', key: 'name' },
    { title: PAY_MSG.slipSize, key: 'size', render: (_, s) => fileSize(s.size) },
    { title: PAY_MSG.slipTime, key: 'time', render: (_, s) => formatTime(s.uploadedAt) },
    {
      title: '',
      key: 'view',
      render: (_, s) => (
        <Button type="link" onClick={() => void view(orderId, s)}>
          {PAY_MSG.view}
        </Button>
      ),
    },
  ];
  return <Table<Slip> rowKey="id" size="small" columns={columns} dataSource={slips} pagination={false} locale={{ emptyText: PAY_MSG.noSlips }} />;
}
