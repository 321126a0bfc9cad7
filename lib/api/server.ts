import 'server-only';
import { cookies, headers } from 'next/headers';
import { storefrontConfig } from '../config/storefront';
import { createApiClient } from './client';

const apiOrigin = () => storefrontConfig.API_ORIGIN;

/**
 * For server components: calls the mall API directly at API_ORIGIN. `withSession` forwards the
 * visitor's token cookie and X-Forwarded-For (the chain the storefront server wrote from the real
 * connection), which makes the page dynamic — use it only where per-user data is shown.
 */
export async function serverApi({ withSession = false }: { withSession?: boolean } = {}) {
  let token: string | undefined;
  const extra: Record<string, string> = {};
  if (withSession) {
    token = (await cookies()).get('token')?.value;
    const fwd = (await headers()).get('x-forwarded-for');
    if (fwd) extra['x-forwarded-for'] = fwd;
  }
  return createApiClient({ baseURL: apiOrigin(), getToken: () => token, headers: extra });
}

/** A session-less client for cached catalogue reads. */
export const publicServerApi = () => createApiClient({ baseURL: apiOrigin(), getToken: () => null });
