'use client';

import { useCallback } from 'react';
import { useRouter } from 'next/navigation';
import type { LoginResult } from '@/lib/api/contract/user';
import { MSG } from '@/lib/messages';
import { isLoginGated, routes } from '@/lib/routes';
import { useAuthStore } from '@/stores/auth';
import { safeLocalPath, takeSourcePath, useLoginModal } from '@/stores/login-modal';
import { refreshCounts } from '@/stores/user-stores';
import { toast } from '@/components/ui/feedback';
import { authCalls } from './calls';

export type LoginMode = 'dialog' | 'page';

/** SPEC §4 (b): after a login from the pop-up, a saved path of one of these areas is followed. */
const DIALOG_TARGETS = ['/quickOrder', '/customizedServices', '/settlementCenter', '/inquiryCenter', '/orderCenter'];

const underAny = (path: string, prefixes: readonly string[]) => {
  const pathname = path.split(/[?#]/)[0];
  return prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`));
};

/** Saved paths that need a login (the personal centre, after-sales …) are followed too: that is why it was saved. */
export const followsAfterDialog = (path: string) => underAny(path, DIALOG_TARGETS) || isLoginGated(path.split(/[?#]/)[0]);

/** Never back to a login or register page after logging in. */
const AUTH_PAGES = [routes.login, routes.register()];

/** SPEC §4 (c): the `redirect` query, else the saved source path, else home. */
export function pageTarget(redirect: string | null | undefined): string {
  const saved = takeSourcePath();
  for (const candidate of [safeLocalPath(redirect), saved]) {
    if (candidate && !underAny(candidate, AUTH_PAGES)) return candidate;
  }
  return routes.home;
}

export interface AfterLoginOptions {
  /** 记住我: the cookies live as long as the 30-day session. */
  remember?: boolean;
  /** Instead of '登录成功' (e.g. '注册成功'). */
  successMessage?: string;
}

/**
 * Everything that follows a successful login of any mode (SPEC §4 "After successful login"): the success
 * message; (a) the quit-change counter after a forced logout; (b) pop-up: close, refresh the counts, follow
 * a saved path of the gated areas (otherwise re-render the page for the logged-in user); (c) page: the
 * redirect / saved path / home. Then the organisation info and the welcome message.
 */
export function useAfterLogin(mode: LoginMode, redirect?: string | null) {
  const router = useRouter();

  return useCallback(
    (result: LoginResult, options: AfterLoginOptions = {}) => {
      useAuthStore.getState().signIn(result, { remember: options.remember });
      void toast.success(options.successMessage ?? MSG.loginSuccess);
      useLoginModal.getState().countLogin();

      if (mode === 'dialog') {
        useLoginModal.getState().close();
        void refreshCounts();
        const saved = takeSourcePath();
        if (saved && followsAfterDialog(saved)) router.push(saved);
        else router.refresh();
      } else {
        // /login is a static page: its `redirect` query is read here, in the browser, unless a caller passed one.
        router.replace(pageTarget(redirect ?? new URLSearchParams(window.location.search).get('redirect')));
      }

      void authCalls.getOrganizationInfo()
        .then((org) => useAuthStore.getState().setOrgName(org.name || null))
        .catch(() => undefined)
        .finally(() => {
          if (useAuthStore.getState().status === 'in') void toast.success(MSG.loginWelcome);
        });
    },
    [mode, redirect, router],
  );
}
