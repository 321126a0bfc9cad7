'use client';

import dynamic from 'next/dynamic';
import { SUPPORT_HOURS } from '@/lib/constants';
import { MSG } from '@/lib/messages/core';
import { site, telHref } from '@/lib/site';
import styles from './ServicePanel.module.scss';
import { toast } from '@/components/ui/feedback';

// Loaded only when the operator configured the service account's QR link.
const QRCode = dynamic(() => import('antd').then((m) => m.QRCode), { ssr: false });

/** The customer-service panel: QQ, WeChat, phone with copy, hours and the WeChat QR code. */
export default function ServicePanel({ className }: { className?: string }) {

  const copyPhone = async () => {
    try {
      await navigator.clipboard.writeText(site.hotline);
      toast.success(MSG.copied);
    } catch {
      toast.error(MSG.copyFailed);
    }
  };

  return (
    <div className={`${styles.panel} ${className ?? ''}`} role="dialog" aria-label={MSG.customerService}>
      <h3 className={styles.title}>{MSG.onlineService}</h3>
      <dl className={styles.list}>
        <dt>QQ</dt>
        <dd>
          <a href={`https://wpa.qq.com/msgrd?v=3&uin=${encodeURIComponent(site.qq)}&site=qq&menu=yes`} target="_blank" rel="noopener noreferrer">
            {site.qq}
          </a>
        </dd>
        <dt>{MSG.wechatShort}</dt>
        <dd>{site.wechat}</dd>
        <dt>{MSG.phoneShort}</dt>
        <dd className={styles.phone}>
          <a href={telHref(site.hotline)}>{site.hotline}</a>
          <button type="button" className={styles.copy} onClick={copyPhone}>
            {MSG.copyPhone}
          </button>
        </dd>
        <dt>{MSG.hoursShort}</dt>
        <dd>{SUPPORT_HOURS}</dd>
      </dl>
      <div className={styles.qr}>
        {site.wechatQrUrl ? (
          <>
            <QRCode value={site.wechatQrUrl} type="svg" size={128} bordered={false} color="#0b4ea2" />
            <p>{MSG.scanWechat}</p>
          </>
        ) : (
          <p className={styles.qrText}>{MSG.searchWechat(site.wechat)}</p>
        )}
      </div>
    </div>
  );
}
