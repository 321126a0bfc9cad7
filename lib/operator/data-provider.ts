import type { BaseRecord, CrudFilter, DataProvider, GetListResponse } from '@refinedev/core';
import { ApiFailure } from '@/lib/api/failure';
import type { Endpoint } from '@/lib/api/contract/endpoint';
import { staff } from '@/lib/api/contract/staff';
import { publicApiBase } from '@/lib/env';
import { staffApi } from './client';

/**
 * refine's data provider over the contract (docs/adr/0038-staff-console.md): each list resource names its
 * list endpoint; refine's pagination becomes the pageNo / pageSize headers of a paged endpoint, its filters
 * (`eq`, one per field) the endpoint's query. A list that is not paged comes whole and refine pages it in the
 * browser (`pagination: { mode: 'off' }` and the table's own paging). Changes are the endpoints' own calls
 * (staffApi.call) — disable, revoke, a key shown once do not fit create/update/delete — followed by
 * refine's invalidate of the list.
 */
export const LIST_ENDPOINTS: Record<string, Endpoint> = {
  staff: staff.staffList,
  groups: staff.groupList,
  apiKeys: staff.apiKeyList,
  sessions: staff.sessionList,
  mySessions: staff.mySessions,
  audit: staff.auditList,
};

/** `eq` filters as the endpoint's query; empty values are left out. */
export function queryOf(filters: CrudFilter[] = []): Record<string, string> {
  const query: Record<string, string> = {};
  for (const f of filters) {
    if ('field' in f && f.operator === 'eq' && f.value !== undefined && f.value !== null && f.value !== '') query[f.field] = String(f.value);
  }
  return query;
}

const notHere = (): never => {
  throw new ApiFailure('rejected', '不支持的操作');
};

export const consoleDataProvider: DataProvider = {
  getApiUrl: () => publicApiBase,
  getList: async <TData extends BaseRecord>({ resource, pagination, filters }: Parameters<DataProvider['getList']>[0]): Promise<GetListResponse<TData>> => {
    const ep = LIST_ENDPOINTS[resource];
    if (!ep) return notHere();
    const query = queryOf(filters);
    if (ep.paged && pagination?.mode !== 'off') {
      const { rows, totalCount } = await staffApi.page(ep, { query, pageNo: pagination?.currentPage ?? 1, pageSize: pagination?.pageSize ?? ep.paged.defaultSize });
      return { data: rows as TData[], total: totalCount };
    }
    const rows = (await staffApi.call(ep, { query })) as TData[];
    return { data: rows, total: rows.length };
  },
  getOne: notHere,
  create: notHere,
  update: notHere,
  deleteOne: notHere,
};
