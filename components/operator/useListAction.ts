'use client';
import { useInvalidate } from '@refinedev/core';
import { App } from 'antd';
import { rejectionMessage } from '@/components/auth/failure';

/**
 * A change made from a list (disable, revoke, create): the endpoint's own call, then refine refreshes the list. The
 * API's refusal is shown as it words it; a transport failure has been shown by the client. null when it failed.
 */
export function useListAction(resource: string) {
  const invalidate = useInvalidate();
  const { message } = App.useApp();
  return async function run<R>(call: () => Promise<R>, done?: string): Promise<R | null> {
    try {
      const result = await call();
      if (done) void message.success(done);
      return result;
    } catch (err) {
      const text = rejectionMessage(err);
      if (text) void message.error(text);
      return null;
    } finally {
      await invalidate({ resource, invalidates: ['list'] });
    }
  };
}
