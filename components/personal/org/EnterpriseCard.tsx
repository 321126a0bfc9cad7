'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Descriptions, Spin, Tabs, Tag } from 'antd';
import { browserApi } from '@/lib/api/browser';
import { ORG_STATUS } from '@/lib/api/contract/org';
import { orgCalls, orgKeys } from '@/lib/api/org';
import { ORG_UI_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { useAuthStore } from '@/stores/auth';
import CertifyForm from './CertifyForm';
import JoinSearch from './JoinSearch';
import OrgSwitcher from './OrgSwitcher';

const STATUS_ALERT = { 1: 'info', 2: 'success', 3: 'error', 0: 'warning' } as const;

/** /personalCenter: the enterprise verification card — the current organisation, its status and role, or how to get one. */
export default function EnterpriseCard() {
  const qc = useQueryClient();
  const router = useRouter();
  const info = useQuery({ queryKey: orgKeys.info, queryFn: () => orgCalls.info(browserApi) });
  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: orgKeys.all });
    const fresh = await qc.fetchQuery({ queryKey: orgKeys.info, queryFn: () => orgCalls.info(browserApi) });
    useAuthStore.getState().setOrgName(fresh.name || null);
    // The page's own facts (所属机构) are read on the server.
    router.refresh();
  };
  const data = info.data;
  const current = data?.current ?? null;
  const pendingJoins = data?.organisations.filter((o) => o.memberStatus === 'pending') ?? [];
  const statusText =
    current?.status === ORG_STATUS.pending ? ORG_UI_MSG.pending : current?.status === ORG_STATUS.verified ? ORG_UI_MSG.verified : current?.status === ORG_STATUS.rejected ? ORG_UI_MSG.rejected(current.reason ?? '') : null;
  return (
    <section id="enterprise" aria-labelledby="enterprise-title" style={{ marginTop: 24 }}>
      <h2 id="enterprise-title">{ORG_UI_MSG.cardTitle}</h2>
      <p>{ORG_UI_MSG.intro}</p>
      {info.isLoading && <Spin />}
      {info.isError && <Alert type="error" showIcon title={ORG_UI_MSG.loadFailed} />}
      {data && current && (
        <>
          {statusText && <Alert type={STATUS_ALERT[current.status]} showIcon title={statusText} style={{ marginBottom: 12 }} />}
          <Descriptions column={1} size="small">
            <Descriptions.Item label={ORG_UI_MSG.current}>{current.name}</Descriptions.Item>
            <Descriptions.Item label={ORG_UI_MSG.creditCode}>{current.creditCode}</Descriptions.Item>
            <Descriptions.Item label={ORG_UI_MSG.corpType}>{current.corpTypeText}</Descriptions.Item>
            <Descriptions.Item label={ORG_UI_MSG.status}>
              <Tag>{current.statusText}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={ORG_UI_MSG.role}>{current.roleText}</Descriptions.Item>
            {current.dept && <Descriptions.Item label={ORG_UI_MSG.dept}>{current.dept}</Descriptions.Item>}
          </Descriptions>
          {!current.canOrder && <Alert type="warning" showIcon title={ORG_UI_MSG.viewerHint} style={{ margin: '12px 0' }} />}
          <p style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
            <OrgSwitcher organisations={data.organisations} onSwitched={refresh} />
            <Link href={routes.accountManagement}>{ORG_UI_MSG.manageLink}</Link>
          </p>
          {current.status === ORG_STATUS.rejected && current.role === 'admin' && <CertifyForm previous={current} onDone={refresh} />}
        </>
      )}
      {data && pendingJoins.length > 0 && (
        <Alert type="info" showIcon title={`${ORG_UI_MSG.pendingJoins}：${pendingJoins.map((o) => o.name).join('、')}`} style={{ margin: '12px 0' }} />
      )}
      {data && !current && (
        <>
          <Alert type="warning" showIcon title={ORG_UI_MSG.none} style={{ marginBottom: 12 }} />
          <Tabs
            items={[
              { key: 'certify', label: ORG_UI_MSG.certifyTab, children: <CertifyForm previous={null} onDone={refresh} /> },
              { key: 'join', label: ORG_UI_MSG.joinTab, children: <JoinSearch onJoined={refresh} /> },
            ]}
          />
        </>
      )}
    </section>
  );
}
