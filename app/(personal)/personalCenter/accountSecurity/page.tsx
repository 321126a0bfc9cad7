import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import AccountSecurity from '@/components/personal/security/AccountSecurity';
import { ApiFailure } from '@/lib/api/client';
import type { SecurityOverview } from '@/lib/api/contract/security';
import { securityCalls } from '@/lib/api/security';
import { serverApi } from '@/lib/api/server';
import { SECURITY_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: SECURITY_MSG.pageTitle, robots: { index: false, follow: false } };

async function loadOverview(): Promise<SecurityOverview> {
  try {
    return await securityCalls.overview(await serverApi({ withSession: true }));
  } catch (err) {
    // A dead session (code -1): the login page, coming back here afterwards.
    if (err instanceof ApiFailure && err.kind !== 'session' && err.kind !== 'rejected') throw err;
    redirect(`${routes.login}?redirect=${encodeURIComponent(routes.accountSecurity)}`);
  }
}

/** 账户安全: the session is checked here; the forms are client islands (components/personal/security). */
export default async function AccountSecurityPage() {
  return <AccountSecurity initial={await loadOverview()} />;
}
