'use client';

import { App, Button, Space, Typography } from 'antd';
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { saveFile } from '@/lib/operator/save-file';
import styles from './console.module.scss';

const textOf = (codes: string[]) => `标准品商城运营后台 恢复码（每个只能用一次）\r\n\r\n${codes.join('\r\n')}\r\n`;

/** Ten recovery codes, shown this once, with 复制 and 下载 (.txt). */
export default function RecoveryCodes({ codes }: { codes: string[] }) {
  const { message } = App.useApp();
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      void message.success('恢复码已复制');
    } catch {
      void message.error('复制失败，请手动选中恢复码复制或下载');
    }
  }
  return (
    <div>
      <Typography.Paragraph>
        手机丢失或无法使用身份验证器时，可用恢复码代替动态验证码登录，<Typography.Text strong>每个只能使用一次，且只显示这一次</Typography.Text>，请妥善保存。
      </Typography.Paragraph>
      <div className={styles.codes} aria-label="恢复码">
        {codes.map((c) => (
          <span key={c}>{c}</span>
        ))}
      </div>
      <Space>
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          复制
        </Button>
        <Button icon={<DownloadOutlined />} onClick={() => saveFile(new Blob([textOf(codes)], { type: 'text/plain;charset=utf-8' }), '运营后台恢复码.txt')}>
          下载
        </Button>
      </Space>
    </div>
  );
}
