'use client';
import { useList, type BaseRecord, type HttpError } from '@refinedev/core';

/**
 * A whole list through refine's data provider (lib/operator/data-provider.ts), for the tables that page in the
 * browser: the rows, whether they are loading, and the API's refusal if any.
 */
export function useConsoleList<T extends BaseRecord>(resource: string) {
  const { result, query } = useList<T, HttpError>({ resource, pagination: { mode: 'off' } });
  return { rows: result.data, loading: query.isLoading, error: query.error?.message ?? null };
}
