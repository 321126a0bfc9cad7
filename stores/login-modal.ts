import { create } from 'zustand';
import { SESSION_KEY } from '@/lib/constants';
import { safeLocalPath } from '@/lib/safe-path';

/** The login pop-up's tabs (SPEC §2 Login): 0 WeChat QR, 1 password-free (mobile + SMS code), 2 password. */
export const LOGIN_TAB = { qr: 0, sms: 1, password: 2 } as const;
export type LoginTab = (typeof LOGIN_TAB)[keyof typeof LOGIN_TAB];
/** The tab a pop-up or the login page opens on: the SMS login, which also registers new mobiles. */
export const DEFAULT_LOGIN_TAB: LoginTab = LOGIN_TAB.sms;

/** Session storage key of the path a visitor wanted before the login (SPEC §4 "the wanted path is kept"). */
export const SOURCE_PATH_KEY = SESSION_KEY.loginSourcePath;

interface LoginModalState {
  open: boolean;
  tab: LoginTab;
  /** The last logout was forced (code -1): the next login counts a quit-change. */
  forcedLogout: boolean;
  /** SPEC §4 "(a) quit-change counter": incremented by a login that follows a forced logout; views may watch it. */
  quitChange: number;
  openModal: (options?: { tab?: LoginTab; sourcePath?: string }) => void;
  close: () => void;
  setTab: (tab: LoginTab) => void;
  markForcedLogout: () => void;
  /** After a login: counts the quit-change if the last logout was forced. */
  countLogin: () => void;
}

const storage = () => (typeof window === 'undefined' ? null : window.sessionStorage);

/** Only same-site paths: a stored or query path must not send anyone off-site (lib/safe-path.ts). */
export { safeLocalPath };

export function saveSourcePath(path: string): void {
  const safe = safeLocalPath(path);
  if (!safe) return;
  try {
    storage()?.setItem(SOURCE_PATH_KEY, safe);
  } catch {
    // Storage full or blocked (private mode): the login still works, it just lands on the home page.
  }
}

export function readSourcePath(): string | null {
  try {
    return safeLocalPath(storage()?.getItem(SOURCE_PATH_KEY));
  } catch {
    return null;
  }
}

/** Forgets the saved path (a login the visitor started from the header is not the gated one they gave up on). */
export function forgetSourcePath(): void {
  try {
    storage()?.removeItem(SOURCE_PATH_KEY);
  } catch {
    // ignore, see saveSourcePath
  }
}

/** Reads and forgets the saved path: it is used once. */
export function takeSourcePath(): string | null {
  const path = readSourcePath();
  forgetSourcePath();
  return path;
}

export const useLoginModal = create<LoginModalState>()((set) => ({
  open: false,
  tab: DEFAULT_LOGIN_TAB,
  forcedLogout: false,
  quitChange: 0,
  openModal: ({ tab, sourcePath } = {}) => {
    if (sourcePath) saveSourcePath(sourcePath);
    set((s) => ({ open: true, tab: tab ?? s.tab }));
  },
  close: () => set({ open: false }),
  setTab: (tab) => set({ tab }),
  markForcedLogout: () => set({ forcedLogout: true }),
  countLogin: () => set((s) => (s.forcedLogout ? { forcedLogout: false, quitChange: s.quitChange + 1 } : s)),
}));

export const resetLoginModal = () => useLoginModal.setState({ open: false, tab: DEFAULT_LOGIN_TAB, forcedLogout: false, quitChange: 0 });
