import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ApiFailure } from '@/lib/api/client';
import { serverApi } from '@/lib/api/server';
import { getCurrentUser } from '@/lib/api/user';
import type { UserInfo } from '@/lib/api/contract/user';
import type { IdCase } from '@/lib/api/contract/identity';
import { identityCalls } from '@/lib/api/identity';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import Verification from '@/components/personal/Verification';
import { RealNameFact, RealNamePrompt } from '@/components/personal/RealName';
import EnterpriseCard from '@/components/personal/org/EnterpriseCard';
import { CreditCard, OrdersCard, PointsCard, RecentViewsCard } from '@/components/member/OverviewCards';
import type { ApiClient } from '@/lib/api/client';
import { loadOverviewFacts } from '@/lib/personal/overview';
import styles from './personal.module.scss';

export const metadata: Metadata = { title: '个人信息', robots: { index: false } };

async function loadUser(api: ApiClient, back: string): Promise<UserInfo> {
  try {
    return await getCurrentUser(api);
  } catch (err) {
    // A dead session (code -1) or no answer: the login page is where the visitor can go on — and come back
    // here with the same query (needAuthentication=1 must survive the login).
    if (err instanceof ApiFailure && err.kind !== 'session' && err.kind !== 'rejected') throw err;
    redirect(`${routes.login}?redirect=${encodeURIComponent(back)}`);
  }
}

/** The verification case, the one source of the real-name state on this page; without it the page's client parts read it. */
const loadCase = (api: ApiClient): Promise<IdCase | undefined> => identityCalls.case(api).catch(() => undefined);

export default async function PersonalCenterPage({ searchParams }: { searchParams: Promise<{ needAuthentication?: string }> }) {
  const [{ needAuthentication }, api] = await Promise.all([searchParams, serverApi({ withSession: true })]);
  const back = needAuthentication === '1' ? routes.needAuthentication : routes.personalCenter;
  const [user, facts, idCase] = await Promise.all([loadUser(api, back), loadOverviewFacts(api), loadCase(api)]);
  const rows: [string, ReactNode][] = [
    ['昵称', user.nickName || user.userName || MSG.defaultDisplayName],
    ['手机号', user.mobile ?? '未绑定'],
    ['邮箱', user.email ?? '未绑定'],
    ['所属机构', user.orgName || '个人用户'],
    ['实名认证', <RealNameFact key="realName" initial={idCase} />],
  ];
  return (
    <div className={styles.overview}>
      <section className={styles.panel} aria-labelledby="personal-title">
        <h1 id="personal-title" className={styles.title}>
          {MSG.personalInfo}
        </h1>
        {needAuthentication === '1' && <RealNamePrompt initial={idCase} className={styles.warning} />}
        <dl className={styles.facts}>
          {rows.map(([label, value]) => (
            <div key={label} className={styles.row}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <Verification initial={idCase} />
      </section>
      <EnterpriseCard />
      <div className={styles.cards}>
        <OrdersCard counts={facts.counts} />
        <PointsCard points={facts.points} />
        <CreditCard credit={facts.credit} />
      </div>
      <RecentViewsCard footprints={facts.footprints} />
    </div>
  );
}
