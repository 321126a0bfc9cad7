import { SESSION_KEY } from '@/lib/constants';
import type { ListItem } from './list-item';

/**
 * A visitor's cart and inquiry basket live in session storage (SPEC §3), one copy per tab: a second tab would
 * start empty while the demand list (local storage) is there. So a NEW visitor tab asks the open ones over a
 * BroadcastChannel and adopts the first answer that has something in it; with no answer within
 * SEED_TIMEOUT_MS (no other tab open, or none with a list) it stays empty, as SPEC says a new session starts.
 * After seeding, each tab keeps its own copy (session storage stays per tab). Only visitors ask and answer:
 * a logged-in user's lists come from the server, and a logged-in tab never sends them over the channel.
 * No local-storage mirror (docs/adr/0015-lists.md): the lists never outlive the browser session.
 */

export const VISITOR_LISTS_CHANNEL = 'refmall.visitorLists';
/** Session-storage flag of a tab that has started before (a reload): only a tab without it asks. */
export const TAB_STARTED_KEY = SESSION_KEY.tabStarted;
/** How long a new tab waits for an open one. */
export const SEED_TIMEOUT_MS = 300;

/** The lists one tab hands another: raw stored items, read leniently by the receiver like its own storage. */
export interface VisitorLists {
  cart: ListItem[];
  inquiry: ListItem[];
}

type Message = { type: 'ask'; id: string } | { type: 'lists'; id: string; lists: VisitorLists };

export interface TabSeedOptions {
  /** This tab's lists as stored now (what it answers with). */
  read: () => VisitorLists;
  /** True while this tab is a visitor's: only then does it answer or adopt. */
  isVisitor: () => boolean;
  channelName?: string;
  timeoutMs?: number;
}

const isEmpty = (l: VisitorLists) => l.cart.length === 0 && l.inquiry.length === 0;

function isMessage(data: unknown): data is Message {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as Record<string, unknown>;
  if (typeof m.id !== 'string') return false;
  if (m.type === 'ask') return true;
  const lists = m.lists as Record<string, unknown> | undefined;
  return m.type === 'lists' && typeof lists === 'object' && lists !== null && Array.isArray(lists.cart) && Array.isArray(lists.inquiry);
}

const newId = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * One tab's end of the channel: it answers other tabs' questions while it lives, and `ask()` resolves with the
 * first non-empty lists an open visitor tab sends back, or null after the timeout. Null too (at once) where the
 * browser has no BroadcastChannel.
 */
export function createTabSeed({ read, isVisitor, channelName = VISITOR_LISTS_CHANNEL, timeoutMs = SEED_TIMEOUT_MS }: TabSeedOptions) {
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(channelName) : null;
  // Node's channel (tests, server rendering never starts one) would keep the process alive; browsers have no unref.
  (channel as { unref?: () => void } | null)?.unref?.();
  const waiting = new Map<string, (lists: VisitorLists | null) => void>();

  channel?.addEventListener('message', (event: MessageEvent) => {
    const data: unknown = event.data;
    if (!isMessage(data)) return;
    if (data.type === 'ask') {
      if (!isVisitor()) return;
      const lists = read();
      if (!isEmpty(lists)) channel.postMessage({ type: 'lists', id: data.id, lists } satisfies Message);
    } else if (!isEmpty(data.lists)) {
      waiting.get(data.id)?.(data.lists);
    }
  });

  return {
    ask(): Promise<VisitorLists | null> {
      if (!channel) return Promise.resolve(null);
      const id = newId();
      return new Promise((resolve) => {
        const done = (lists: VisitorLists | null) => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve(lists);
        };
        const timer = setTimeout(() => done(null), timeoutMs);
        waiting.set(id, done);
        channel.postMessage({ type: 'ask', id } satisfies Message);
      });
    },
    close() {
      for (const done of [...waiting.values()]) done(null);
      channel?.close();
    },
  };
}
