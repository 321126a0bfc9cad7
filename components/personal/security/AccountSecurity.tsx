'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { browserApi } from '@/lib/api/browser';
import type { SecurityOverview } from '@/lib/api/contract/security';
import { ID_CASE_STATUS, REAL_NAME_VIEW } from '@/lib/api/contract/identity';
import { securityCalls, securityKeys } from '@/lib/api/security';
import { SECURITY_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import AvatarPicker from './AvatarPicker';
import EmailDialog from './EmailDialog';
import { ChangePasswordDialog, SetPasswordDialog } from './PasswordDialog';
import PhoneDialog from './PhoneDialog';
import SessionsCard from './SessionsCard';
import styles from './security.module.scss';

type Dialog = 'password' | 'phone' | 'email' | null;
const LEVEL_COLOR = { low: 'red', medium: 'orange', high: 'green' } as const;

/** /personalCenter/accountSecurity: the level summary, one row per item with its action, the devices. */
export default function AccountSecurity({ initial }: { initial: SecurityOverview }) {
  const qc = useQueryClient();
  const overview = useQuery({ queryKey: securityKeys.overview, queryFn: () => securityCalls.overview(browserApi), initialData: initial });
  const o = overview.data;
  const [dialog, setDialog] = useState<Dialog>(null);
  const done = () => {
    setDialog(null);
    void qc.invalidateQueries({ queryKey: ['security'] });
  };
  const action = (key: SecurityOverview['items'][number]['key'], isDone: boolean) => {
    if (key === 'password') return <Button onClick={() => setDialog('password')}>{isDone ? SECURITY_MSG.change : SECURITY_MSG.set}</Button>;
    if (key === 'mobile') return o.mobile ? <Button onClick={() => setDialog('phone')}>{SECURITY_MSG.change}</Button> : null;
    if (key === 'email') return <Button onClick={() => setDialog('email')}>{isDone ? SECURITY_MSG.rebind : SECURITY_MSG.bind}</Button>;
    // 实名认证: the link to the form before a case and after a refusal; the state itself while reviewed or verified.
    const realName = REAL_NAME_VIEW[o.realName];
    return realName.action ? (
      <Link prefetch={false} href={routes.needAuthentication}>
        {realName.action}
      </Link>
    ) : (
      <Tag color={o.realName === ID_CASE_STATUS.verified ? 'green' : 'blue'}>{realName.text}</Tag>
    );
  };
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="security-title">
        <h1 id="security-title" className={styles.title}>
          {SECURITY_MSG.pageTitle}
        </h1>
        <div className={styles.summary}>
          <AvatarPicker avatar={o.avatar} onDone={done} />
          <div className={styles.level} data-level={o.level}>
            <span>{SECURITY_MSG.level}：</span>
            <Tag color={LEVEL_COLOR[o.level]}>{o.levelText}</Tag>
            <p className={styles.hint}>{o.missing.length ? SECURITY_MSG.levelHint(o.missing.join('、')) : SECURITY_MSG.levelDone}</p>
          </div>
        </div>
        <ul className={styles.items}>
          {o.items.map((item) => (
            <li key={item.key} className={styles.item}>
              {item.done ? <CheckCircleFilled className={styles.ok} aria-hidden /> : <ExclamationCircleFilled className={styles.missing} aria-hidden />}
              <strong>{item.title}</strong>
              <span className={styles.detail}>{item.detail}</span>
              <span className={styles.action}>{action(item.key, item.done)}</span>
            </li>
          ))}
        </ul>
      </section>
      <SessionsCard />
      {dialog === 'password' && (o.hasPassword ? <ChangePasswordDialog onClose={() => setDialog(null)} onDone={done} /> : <SetPasswordDialog onClose={() => setDialog(null)} onDone={done} />)}
      {dialog === 'phone' && o.mobile && <PhoneDialog maskedMobile={o.mobile} onClose={() => setDialog(null)} onDone={done} />}
      {dialog === 'email' && <EmailDialog rebind={!!o.email} onClose={() => setDialog(null)} onDone={done} />}
    </div>
  );
}
