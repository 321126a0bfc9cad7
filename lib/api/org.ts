import type { ApiClient } from './client';
import type { BodyOf } from './contract/endpoint';
import { org } from './contract/org';

/** One typed function per organisation call (docs/api.md "Organisations"). */
export const orgCalls = {
  info: (api: ApiClient) => api.call(org.organizationInfo),
  manage: (api: ApiClient) => api.call(org.orgInfo),
  corpTypes: (api: ApiClient) => api.call(org.getCorpType),
  depts: (api: ApiClient) => api.call(org.deptSelect),
  upload: (api: ApiClient, kind: 'license' | 'other', file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.call(kind === 'license' ? org.corpLicenseUpload : org.corpOtherFileUpload, { form });
  },
  certify: (api: ApiClient, body: BodyOf<typeof org.corpCertification>) => api.call(org.corpCertification, { body }),
  improve: (api: ApiClient, body: BodyOf<typeof org.improveCertification>) => api.call(org.improveCertification, { body }),
  search: (api: ApiClient, kw: string) => api.call(org.orgSearch, { query: { kw } }),
  join: (api: ApiClient, orgId: number, dept?: string) => api.call(org.joinEnterprise, { body: { orgId, ...(dept ? { dept: dept as BodyOf<typeof org.joinEnterprise>['dept'] } : {}) } }),
  change: (api: ApiClient, orgId: number) => api.call(org.changeOrg, { body: { orgId } }),
  addMember: (api: ApiClient, body: BodyOf<typeof org.addMember>) => api.call(org.addMember, { body }),
  updateMember: (api: ApiClient, id: number, body: BodyOf<typeof org.updateMember>) => api.call(org.updateMember, { params: { id }, body }),
  reviewJoin: (api: ApiClient, id: number, decision: 'approve' | 'reject', role?: BodyOf<typeof org.reviewJoin>['role']) =>
    api.call(org.reviewJoin, { params: { id }, body: { decision, ...(role ? { role } : {}) } }),
};

export const orgKeys = {
  all: ['org'] as const,
  info: ['org', 'info'] as const,
  manage: ['org', 'manage'] as const,
  corpTypes: ['org', 'corpTypes'] as const,
  depts: ['org', 'depts'] as const,
};
