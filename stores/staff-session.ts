import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Permission, StaffLogin } from '@/lib/api/contract/staff';
import { SESSION_KEY } from '@/lib/constants';
import { connectStaffSession } from '@/lib/operator/client';

/**
 * The console's login (docs/adr/0038-staff-console.md): the staff session token and who it is, kept in
 * sessionStorage — one tab's login, gone with the tab, never a cookie a shop page would send. Cleared on logout
 * and when a call answers STAFF_LOGIN_REQUIRED (lib/operator/client.ts, connected below); the console's layout then goes to its
 * login page.
 */
export interface StaffSessionState {
  token: string | null;
  name: string;
  permissions: Permission[];
  /** The last login ended by itself (idle, revoked, disabled): the login page says so. */
  expired: boolean;
  signIn: (login: Pick<StaffLogin, 'token' | 'name' | 'permissions'>) => void;
  /** Logged out on purpose. */
  clear: () => void;
  /** The API answered STAFF_LOGIN_REQUIRED. */
  expire: () => void;
}

export const STAFF_SESSION_KEY = SESSION_KEY.staffSession;

export const useStaffSession = create<StaffSessionState>()(
  persist(
    (set) => ({
      token: null,
      name: '',
      permissions: [],
      expired: false,
      signIn: ({ token, name, permissions }) => set({ token, name, permissions, expired: false }),
      clear: () => set({ token: null, name: '', permissions: [], expired: false }),
      expire: () => set((s) => ({ token: null, name: '', permissions: [], expired: s.token !== null || s.expired })),
    }),
    {
      name: SESSION_KEY.staffSession,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ token, name, permissions, expired }) => ({ token, name, permissions, expired }),
    },
  ),
);

const onHydrated = (notify: () => void) => useStaffSession.persist.onFinishHydration(notify);
/** False on the server and until sessionStorage has been read: a page waits before deciding "not logged in". */
export function useStaffSessionReady(): boolean {
  return useSyncExternalStore(onHydrated, () => useStaffSession.persist.hasHydrated(), () => false);
}

// The console's API client sends this session's token and ends it on STAFF_LOGIN_REQUIRED.
connectStaffSession({ token: () => useStaffSession.getState().token, onLoginRequired: () => useStaffSession.getState().expire() });
