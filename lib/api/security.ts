import type { ApiClient } from './client';
import type { BodyOf } from './contract/endpoint';
import { security } from './contract/security';
import { imageSrc } from './image-src';

/** The account-security calls of /personalCenter/accountSecurity (those carrying a password are in password.ts). */
export const securityKeys = {
  overview: ['security', 'overview'] as const,
  sessions: ['security', 'sessions'] as const,
};

export const securityCalls = {
  overview: (api: ApiClient) => api.call(security.overview),
  phoneOldCode: (api: ApiClient, body: BodyOf<typeof security.phoneOldCode>) => api.call(security.phoneOldCode, { body }),
  phoneVerifyOld: (api: ApiClient, msgCode: string) => api.call(security.phoneVerifyOld, { body: { msgCode } }),
  phoneNewCode: (api: ApiClient, body: BodyOf<typeof security.phoneNewCode>) => api.call(security.phoneNewCode, { body }),
  phoneChange: (api: ApiClient, body: BodyOf<typeof security.phoneChange>) => api.call(security.phoneChange, { body }),
  emailCode: (api: ApiClient, email: string) => api.call(security.emailCode, { body: { email } }),
  emailBind: (api: ApiClient, body: BodyOf<typeof security.emailBind>) => api.call(security.emailBind, { body }),
  sessions: (api: ApiClient) => api.call(security.sessions),
  revokeSession: (api: ApiClient, id: number) => api.call(security.revokeSession, { params: { id }, body: {} }),
  revokeOthers: (api: ApiClient) => api.call(security.revokeOthers, { body: {} }),
};

/** The avatar upload (multipart, like the other uploads of the storefront). */
export const uploadAvatar = (api: ApiClient, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api.call(security.avatarUpload, { form });
};

/**
 * An avatar's address for <img>: an uploaded one is kept as the API path (/mall/user/api/public/avatar/…) and is
 * reached through the API base; a WeChat avatar is already a full (https: or data:) URL.
 */
export const avatarSrc = imageSrc;
