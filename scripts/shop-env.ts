/**
 * What `npm start` / `npm run dev` (scripts/start.ts) run: the settings of the mall API and of the storefront,
 * checked together, and what start adds to each process's environment. Playwright's live project starts its two
 * servers with the same additions (playwright.config.ts).
 */
import { loadApiConfig, type ApiConfig } from '../server/config';
import { localOrigin } from '../lib/http/public-origin';
import { loadStorefrontEnv, storefrontPublicOrigin, type StorefrontEnv } from '../lib/config/storefrontEnv';
import { keptSecret } from '../server/services/kept-secret';

export interface Shop {
  api: ApiConfig;
  web: StorefrontEnv;
  /** PUBLIC_ORIGIN as set; unset (not in production), the storefront's own address: PORT on STOREFRONT_HOST. */
  publicOrigin: string;
  /** Where the storefront and this script reach the API. */
  apiOrigin: string;
  /** Where the API and this script reach the storefront. */
  storefrontOrigin: string;
  /**
   * Added to the API's environment: one public origin for both processes, the storefront to refresh and the
   * refresh hook's secret (ADMIN_TOKEN).
   */
  apiEnv: { PUBLIC_ORIGIN: string; STOREFRONT_ORIGIN: string; ADMIN_TOKEN: string };
  /** Added to the storefront's environment. */
  webEnv: { PUBLIC_ORIGIN: string; API_ORIGIN: string; ADMIN_TOKEN: string };
}

/** Throws one message naming every refused setting of both processes. */
export function shopConfig(env: Record<string, string | undefined>): Shop {
  const problems: string[] = [];
  const checked = <T>(load: () => T): T | undefined => {
    try {
      return load();
    } catch (err) {
      problems.push((err as Error).message);
      return undefined;
    }
  };
  const web = checked(() => loadStorefrontEnv(env));
  const publicOrigin = web && checked(() => storefrontPublicOrigin(web, env.NODE_ENV));
  const api = checked(() => loadApiConfig({ ...env, ...(publicOrigin ? { PUBLIC_ORIGIN: publicOrigin } : {}) } as NodeJS.ProcessEnv));
  if (!web || !publicOrigin || !api) throw new Error(problems.join('\n'));
  const apiOrigin = env.API_ORIGIN || localOrigin(api.API_HOST, api.API_PORT);
  const storefrontOrigin = localOrigin(web.STOREFRONT_HOST, web.PORT);
  // The API presents ADMIN_TOKEN to the storefront's page-refresh hook after a staff change (a price, a lot…); without
  // one the pages would wait for their revalidation time. Unset, the shop makes one for its data folder, kept there.
  const refreshToken = env.ADMIN_TOKEN || keptSecret(api.dataDir, 'refresh.key').toString('hex');
  return {
    api,
    web,
    publicOrigin,
    apiOrigin,
    storefrontOrigin,
    // The API refreshes the storefront's cached pages after an operator change (docs/api.md, Documents).
    apiEnv: { PUBLIC_ORIGIN: publicOrigin, STOREFRONT_ORIGIN: env.STOREFRONT_ORIGIN || storefrontOrigin, ADMIN_TOKEN: refreshToken },
    webEnv: { PUBLIC_ORIGIN: publicOrigin, API_ORIGIN: apiOrigin, ADMIN_TOKEN: refreshToken },
  };
}
