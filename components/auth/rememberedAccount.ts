import { LOCAL_KEY } from '@/lib/constants';

/**
 * SPEC §3 "remembered credentials are kept in local storage under a fixed key". We keep the account name
 * only (mobile or e-mail) when 记住我 is ticked — never the password, not even hashed: the hash is what the
 * server accepts, so storing it would be storing the password.
 */
export const REMEMBERED_ACCOUNT_KEY = LOCAL_KEY.rememberedAccount;

export function readRememberedAccount(): string {
  try {
    return window.localStorage.getItem(REMEMBERED_ACCOUNT_KEY) ?? '';
  } catch {
    return '';
  }
}

export function writeRememberedAccount(account: string | null): void {
  try {
    if (account) window.localStorage.setItem(REMEMBERED_ACCOUNT_KEY, account);
    else window.localStorage.removeItem(REMEMBERED_ACCOUNT_KEY);
  } catch {
    // storage blocked: nothing to remember
  }
}
