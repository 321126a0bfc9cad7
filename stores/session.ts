import { viaShell } from '@/lib/api/shell';
import { isLoginGated, routes } from '@/lib/routes';
import { useAuthStore } from './auth';
import { useLoginModal } from './login-modal';
import { resetUserStores } from './user-stores';

/**
 * The logout call goes through a client without the session-invalid handler and without toasts: a
 * session that has already ended must not turn "退出登录" into a trip to /login with an error (lib/api/shell-calls.ts).
 */
const logoutCall = viaShell(({ logoutQuietly }) => logoutQuietly());

/** Logged out locally: auth state and cookies, then every per-user store (cart, basket, demand list, custom draft unless kept). */
export function endSessionLocally(options: { keepDraft?: boolean } = {}): void {
  useAuthStore.getState().clear();
  resetUserStores(options);
}

/**
 * SPEC §4 logout (after the confirm): the logout call, whatever it answers, then the local clean-up.
 * Returns where to go: /login from a protected page, otherwise null (stay).
 */
export async function logoutSession(pathname: string): Promise<string | null> {
  try {
    await logoutCall();
  } catch {
    // The server session may be gone already; the browser forgets it either way.
  }
  endSessionLocally();
  return isLoginGated(pathname) ? routes.login : null;
}

/**
 * SPEC §4/§8 code -1 on any call: mark logged out, remove the token, empty the per-user stores, and go to
 * /login (returned, with the page to come back to). Repeating it (several calls failing at once) is harmless.
 */
export function invalidateSession(currentPath: string): string | null {
  useLoginModal.getState().markForcedLogout();
  useLoginModal.getState().close();
  // The session ended by itself: the custom-synthesis draft stays for the login that follows.
  endSessionLocally({ keepDraft: true });
  const path = currentPath.split('?')[0];
  // Already on a login page (or registering): stay there.
  if (path === routes.login || path.startsWith(`${routes.login}/`) || path === routes.register()) return null;
  return path === routes.home ? routes.login : routes.loginWithRedirect(currentPath);
}
