import { create } from 'zustand';
import { browserApi } from '@/lib/api/browser';
import { QR_STATE, type LoginResult } from '@/lib/api/contract/user';
import { isNoBindToken, pollWechatScan, startWechatScan } from '@/lib/api/user';
import { QR_POLL_MS, QR_VALID_SECONDS } from '@/lib/constants';
import { useLoginModal } from './login-modal';

/** 'simulated': draw qrcodeUrl as a QR and poll; 'open': qrcodeUrl is WeChat's qrconnect page (nothing to poll). */
export type QrProvider = 'simulated' | 'open';

/** Poll codes 1/2 (SPEC §4): a WeChat identity without a bound phone, shown the bind form. */
export interface ScannedIdentity {
  bindKey: string;
  nickname: string | null;
  avatar: string | null;
  /** Poll code 1 (never seen) or 2 (scanned before without binding). */
  code: number;
}

/**
 * idle: no scan (before the first one, after stop); loading: asking for a QR; error: that failed;
 * active: the QR is shown and polled; expired: the mask with 刷新; bind: the bind-phone form.
 */
export type QrPhase = 'idle' | 'loading' | 'error' | 'active' | 'expired' | 'bind';

/** What a successful scan leads to; the component that started the scan says what that means. */
export interface QrHandlers {
  /** Poll code 3 with a token and the user info. */
  onLogin: (result: LoginResult) => void;
  /** Poll code 3 with a `noBind_` token: registration goes on at /register. */
  onRegister: (token: string) => void;
  /** The scan runs in the login pop-up: closing the pop-up stops it, opening it again starts a new one. */
  inDialog?: boolean;
}

interface QrLoginState {
  phase: QrPhase;
  /** The current scene's qrcodeUrl ('' before one): what the QR encodes, kept under the expiry mask. */
  url: string;
  provider: QrProvider;
  /** When the current QR stops being valid (ms since the epoch), null without one. */
  expiresAt: number | null;
  /** Set in the bind phase. */
  identity: ScannedIdentity | null;
  /** A new scan (mount, 刷新, back from the bind form); an older one still running is dropped. */
  start: (handlers: QrHandlers) => Promise<void>;
  /** A new scan for the same handlers. Nothing happens without a started scan. */
  refresh: () => Promise<void>;
  /** Ends the scan (unmount): no more polls, late answers dropped, back to idle. */
  stop: () => void;
}

const IDLE = { phase: 'idle' as const, url: '', provider: 'simulated' as const, expiresAt: null, identity: null };

/*
 * The running scan, outside the rendered state: the poll secret scene_str (never rendered), the timers,
 * the request on its way and the handlers. One QR login runs at a time (the pop-up and /login never show
 * theirs together); `generation` tells the current scan's answers from an older one's.
 */
let generation = 0;
let handlers: QrHandlers | null = null;
let pollTimer: ReturnType<typeof setTimeout> | undefined;
let expireTimer: ReturnType<typeof setTimeout> | undefined;
let request: AbortController | undefined;
/** Stopped by closing the pop-up while it stays mounted (its closing animation): reopening starts again. */
let frozen = false;

/** Stops polling and drops late answers; what is shown stays (expiry mask, a closing pop-up). */
function halt() {
  generation += 1;
  clearTimeout(pollTimer);
  clearTimeout(expireTimer);
  request?.abort();
  pollTimer = expireTimer = request = undefined;
}

export const useQrLogin = create<QrLoginState>()((set, get) => ({
  ...IDLE,

  start: async (next) => {
    halt();
    handlers = next;
    frozen = false;
    const gen = generation;
    const current = () => gen === generation;
    set({ ...IDLE, phase: 'loading' });

    let scene;
    try {
      scene = await startWechatScan(browserApi);
    } catch {
      if (current()) set({ phase: 'error' });
      return;
    }
    if (!current()) return;
    const provider: QrProvider = scene.provider ?? 'simulated';
    const url = scene.qrcodeUrl;
    const validMs = (scene.expireSeconds || QR_VALID_SECONDS) * 1000;
    set({ phase: 'active', url, provider, expiresAt: Date.now() + validMs });
    // The Open Platform page returns to /login/wxLogin by itself: nothing to poll.
    if (provider === 'open') return;

    const expire = () => {
      if (!current()) return;
      halt();
      set({ phase: 'expired' });
    };
    expireTimer = setTimeout(expire, validMs);

    const poll = async () => {
      if (!current()) return;
      const mine = new AbortController();
      request = mine;
      let answer;
      try {
        answer = await pollWechatScan(browserApi, scene.scene_str, mine.signal);
      } catch {
        if (current() && !mine.signal.aborted) expire();
        return;
      }
      if (!current()) return;
      switch (answer.code) {
        case QR_STATE.waiting:
          pollTimer = setTimeout(poll, QR_POLL_MS);
          return;
        case QR_STATE.scannedNew:
        case QR_STATE.scannedUnbound:
          if (!answer.key) return expire();
          halt();
          set({ phase: 'bind', identity: { bindKey: answer.key, nickname: answer.nickname ?? null, avatar: answer.avatar ?? null, code: answer.code } });
          return;
        case QR_STATE.loggedIn: {
          halt();
          const done = handlers;
          if (isNoBindToken(answer.token)) done?.onRegister(answer.token);
          else if (answer.token && answer.userInfo) done?.onLogin({ token: answer.token, userInfo: answer.userInfo });
          else set({ phase: 'expired' });
          return;
        }
        default:
          expire();
      }
    };
    pollTimer = setTimeout(poll, QR_POLL_MS);
  },

  refresh: async () => {
    if (handlers) await get().start(handlers);
  },

  stop: () => {
    halt();
    handlers = null;
    frozen = false;
    set(IDLE);
  },
}));

// Closing the pop-up stops its scan at once (its content unmounts only after the closing animation, and a
// scan confirmed meanwhile must not log in someone who closed it); reopening it before then starts a new QR.
useLoginModal.subscribe((now, before) => {
  if (!handlers?.inDialog || now.open === before.open) return;
  if (!now.open) {
    halt();
    frozen = true;
  } else if (frozen) {
    void useQrLogin.getState().refresh();
  }
});

/** For tests: no scan, nothing pending. */
export const resetQrLogin = () => useQrLogin.getState().stop();
