'use client';

import { useCallback } from 'react';
import type { ListResult } from '@/stores/list-item';
import { toast } from '@/components/ui/feedback';

/** Tells the user how a list change went: success text, or the server's / storage's reason (Chinese). */
export function useListFeedback() {
  return useCallback(
    (result: ListResult, success?: string): boolean => {
      if (result.ok) {
        if (success) void toast.success(success);
        return true;
      }
      // Network failures were toasted by the client; code -1 went through the session-invalid path.
      if (!result.silent) void toast.error(result.message);
      return false;
    },
    [],
  );
}
