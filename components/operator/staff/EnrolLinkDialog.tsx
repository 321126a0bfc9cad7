'use client';

import { Alert, Button, Modal, Typography } from 'antd';
import type { EnrolLink } from '@/lib/api/contract/staff';
import { formatTime } from '@/lib/china-time';

/** A new enrolment link, shown this once: the person opens it to set their password and authenticator. */
export default function EnrolLinkDialog({ name, link, onClose }: { name: string; link: EnrolLink | null; onClose: () => void }) {
  return (
    <Modal
      open={link !== null}
      title={`${name} 的开通链接`}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          我已复制
        </Button>
      }
    >
      {link && (
        <>
          <Alert type="warning" showIcon title="链接只显示这一次，请复制后通过可靠渠道发给本人。" style={{ marginBottom: 12 }} />
          <Typography.Paragraph copyable={{ text: link.url }} code style={{ wordBreak: 'break-all' }}>
            {link.url}
          </Typography.Paragraph>
          <Typography.Text type="secondary">有效期至 {formatTime(link.expiresAt, 'minute', '—')}；过期后可在员工列表中“重置开通”。</Typography.Text>
        </>
      )}
    </Modal>
  );
}
