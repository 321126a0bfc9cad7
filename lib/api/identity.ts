import type { ApiClient } from './client';
import { identity, type IdSide } from './contract/identity';

/** One typed function per real-name verification call (docs/api.md "Real-name verification"). */
export const identityCalls = {
  upload: (api: ApiClient, side: IdSide, file: File) => {
    const form = new FormData();
    form.append('side', side);
    form.append('file', file);
    return api.call(identity.idCadUpload, { form });
  },
  bind: (api: ApiClient, name: string, idCard: string) => api.call(identity.bindIDCard, { body: { name, idCard } }),
  case: (api: ApiClient) => api.call(identity.getIDCardCase),
  info: (api: ApiClient) => api.call(identity.getIdCardInfo),
};

export const identityKeys = {
  all: ['identity'] as const,
  case: ['identity', 'case'] as const,
  info: ['identity', 'info'] as const,
};
