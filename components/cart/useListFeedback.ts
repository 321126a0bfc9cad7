'use client';

import { useCallback } from 'react';
import { App } from 'antd';
import type { ListResult } from '@/stores/list-store';

/** Tells the user how a list change went: success text, or the server's / storage's reason (Chinese). */
export function useListFeedback() {
  const { message } = App.useApp();
  return useCallback(
    (result: ListResult, success?: string): boolean => {
      if (result.ok) {
        if (success) void message.success(success);
        return true;
      }
      // Network failures were toasted by the client; code -1 went through the session-invalid path.
      if (!result.silent) void message.error(result.message);
      return false;
    },
    [message],
  );
}
