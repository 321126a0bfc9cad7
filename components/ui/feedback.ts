import { useSyncExternalStore } from 'react';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import { MSG } from '@/lib/messages/core';

/**
 * Toasts and confirmation dialogs for client code, without antd in the page's first load. The first call
 * asks FeedbackHost (mounted once by Providers) to load antd's message and modal hooks; calls made until
 * they are ready wait in a queue and run in order. Same arguments as antd's message API (a text, or
 * {content, key, duration}).
 */
export interface FeedbackApi {
  message: MessageInstance;
  modal: ModalApi;
}

type ToastArgs = string | { content: string; key?: string; duration?: number };

let api: FeedbackApi | null = null;
let wanted = false;
const queue: ((api: FeedbackApi) => void)[] = [];
const listeners = new Set<() => void>();

function run(task: (api: FeedbackApi) => void) {
  if (api) return task(api);
  queue.push(task);
  if (!wanted) {
    wanted = true;
    listeners.forEach((notify) => notify());
  }
}

/** FeedbackHost's antd part registers itself when mounted (and null when unmounted). */
export function registerFeedbackApi(next: FeedbackApi | null) {
  api = next;
  if (next) queue.splice(0).forEach((task) => task(next));
}

/** True once something asked for a toast or dialog: FeedbackHost then loads antd. */
export function useFeedbackWanted(): boolean {
  return useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    () => wanted,
    () => false,
  );
}

const show = (kind: 'success' | 'error' | 'warning' | 'info') => (args: ToastArgs) =>
  new Promise<void>((resolve) =>
    run((a) => {
      void a.message[kind](args);
      resolve();
    }),
  );

export const toast = { success: show('success'), error: show('error'), warning: show('warning'), info: show('info') };

export interface ConfirmOptions {
  title: string;
  content: string;
  okText?: string;
  cancelText?: string;
  /** Runs on OK; the dialog stays open (OK button loading) until it settles. */
  onOk: () => Promise<void> | void;
}

/** A confirmation dialog (role="dialog"), 确定 / 取消 by default. */
export function confirm({ okText = MSG.ok, cancelText = MSG.cancel, ...options }: ConfirmOptions): void {
  run((a) => {
    a.modal.confirm({ ...options, okText, cancelText });
  });
}
