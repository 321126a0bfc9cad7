import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ApiFailure } from '@/lib/api/client';
import { serverApi } from '@/lib/api/server';
import { getCurrentUser } from '@/lib/api/user';
import type { UserInfo } from '@/lib/api/contract/user';
import { ID_CASE_STATUS_TEXT, type IdCaseStatus } from '@/lib/api/contract/identity';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import Verification from '@/components/personal/Verification';
import EnterpriseCard from '@/components/personal/org/EnterpriseCard';
import styles from './personal.module.scss';

export const metadata: Metadata = { title: '个人信息', robots: { index: false } };

/** SPEC §3: status '2' = real-name verified. */
const VERIFIED = '2';

async function loadUser(): Promise<UserInfo> {
  try {
    return await getCurrentUser(await serverApi({ withSession: true }));
  } catch (err) {
    // A dead session (code -1) or no answer: the login page is where the visitor can go on.
    if (err instanceof ApiFailure && err.kind !== 'session' && err.kind !== 'rejected') throw err;
    redirect(`${routes.login}?redirect=${encodeURIComponent(routes.personalCenter)}`);
  }
}

export default async function PersonalCenterPage({ searchParams }: { searchParams: Promise<{ needAuthentication?: string }> }) {
  const [{ needAuthentication }, user] = await Promise.all([searchParams, loadUser()]);
  const verified = user.status === VERIFIED;
  const rows: [string, string][] = [
    ['昵称', user.nickName || user.userName || MSG.defaultDisplayName],
    ['手机号', user.mobile ?? '未绑定'],
    ['邮箱', user.email ?? '未绑定'],
    ['所属机构', user.orgName || '个人用户'],
    // userInfo.status mirrors the verification case: '0' none, '1' pending, '2' verified, '3' refused.
    ['实名认证', ID_CASE_STATUS_TEXT[Number(user.status) as IdCaseStatus] ?? ID_CASE_STATUS_TEXT[0]],
  ];
  return (
    <section className={styles.panel} aria-labelledby="personal-title">
      <h1 id="personal-title" className={styles.title}>
        个人信息
      </h1>
      {needAuthentication === '1' && !verified && (
        <div className={styles.warning} role="alert">
          <strong>{MSG.notVerified}</strong>
          <p>{MSG.notVerifiedHint}</p>
        </div>
      )}
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Verification />
      <EnterpriseCard />
    </section>
  );
}
