'use client';

import { useCallback } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { MSG } from '@/lib/messages/core';
import { logoutSession } from '@/stores/session';
import { toast, confirm } from '@/components/ui/feedback';

/**
 * SPEC §4 logout: confirm '确定退出当前账号吗？', then the logout call, '退出登录成功', state, cookies and the
 * per-user stores cleared; on a protected page go to /login, elsewhere the page re-renders for a visitor.
 */
export function useLogout() {
  const router = useRouter();
  const pathname = usePathname();

  return useCallback(() => {
    confirm({
      title: MSG.logoutTitle,
      content: MSG.logoutConfirm,
      onOk: async () => {
        const next = await logoutSession(pathname);
        void toast.success(MSG.loggedOut);
        if (next) router.push(next);
        else router.refresh();
      },
    });
  }, [pathname, router]);
}
