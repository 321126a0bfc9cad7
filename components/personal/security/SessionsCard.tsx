'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Table, Tag, type TableColumnsType } from 'antd';
import { confirm, toast } from '@/components/ui/feedback';
import { browserApi } from '@/lib/api/browser';
import { formatTime } from '@/lib/china-time';
import type { SessionView } from '@/lib/api/contract/security';
import { securityCalls, securityKeys } from '@/lib/api/security';
import { SECURITY_MSG } from '@/lib/messages';
import { deviceName } from './device';
import styles from './security.module.scss';

/** The outcome is told by the mutation's own toasts. */
const quiet = () => undefined;

/** 登录设备: the live sessions, the current one marked; end one, or every other with "退出其他设备". */
export default function SessionsCard() {
  const qc = useQueryClient();
  const list = useQuery({ queryKey: securityKeys.sessions, queryFn: () => securityCalls.sessions(browserApi) });
  const refresh = () => qc.invalidateQueries({ queryKey: securityKeys.sessions });
  const revokeOne = useMutation({
    mutationFn: (id: number) => securityCalls.revokeSession(browserApi, id),
    onSuccess: () => void toast.success(SECURITY_MSG.revoked),
    onError: (e) => void toast.error(e.message),
    onSettled: () => void refresh(),
  });
  const revokeOthers = useMutation({
    mutationFn: () => securityCalls.revokeOthers(browserApi),
    onSuccess: (d) => void toast.success(SECURITY_MSG.revokeOthersDone(d.revoked)),
    onError: (e) => void toast.error(e.message),
    onSettled: () => void refresh(),
  });
  const columns: TableColumnsType<SessionView> = [
    {
      title: SECURITY_MSG.device,
      key: 'device',
      render: (_, s) => (
        <>
          {deviceName(s.userAgent) ?? SECURITY_MSG.unknownDevice} {s.current && <Tag color="blue">{SECURITY_MSG.currentDevice}</Tag>}
        </>
      ),
    },
    { title: SECURITY_MSG.ip, key: 'ip', render: (_, s) => s.ip ?? '—' },
    { title: SECURITY_MSG.signedInAt, key: 'createdAt', render: (_, s) => formatTime(s.createdAt) },
    { title: SECURITY_MSG.lastSeenAt, key: 'lastSeenAt', render: (_, s) => formatTime(s.lastSeenAt) },
    {
      title: '',
      key: 'actions',
      render: (_, s) =>
        s.current ? null : (
          <Button type="link" aria-label={`${SECURITY_MSG.revoke} ${deviceName(s.userAgent) ?? SECURITY_MSG.unknownDevice}`} onClick={() => confirm({ title: SECURITY_MSG.revokeConfirm, content: `${deviceName(s.userAgent) ?? SECURITY_MSG.unknownDevice}（${s.ip ?? '—'}）`, onOk: () => revokeOne.mutateAsync(s.id).then(quiet, quiet) })}>
            {SECURITY_MSG.revoke}
          </Button>
        ),
    },
  ];
  const others = (list.data ?? []).filter((s) => !s.current).length;
  return (
    <section className={styles.card} aria-labelledby="security-sessions">
      <div className={styles.cardHead}>
        <h2 id="security-sessions">{SECURITY_MSG.sessionsTitle}</h2>
        <Button danger disabled={others === 0} loading={revokeOthers.isPending} onClick={() => confirm({ title: SECURITY_MSG.revokeOthersConfirm, content: SECURITY_MSG.revokeOthersNote, onOk: () => revokeOthers.mutateAsync().then(quiet, quiet) })}>
          {SECURITY_MSG.revokeOthers}
        </Button>
      </div>
      <p className={styles.hint}>{SECURITY_MSG.sessionsHint}</p>
      <Table<SessionView> rowKey="id" size="small" columns={columns} dataSource={list.data ?? []} loading={list.isLoading} pagination={false} locale={{ emptyText: list.isError ? SECURITY_MSG.loadFailed : ' ' }} />
    </section>
  );
}
