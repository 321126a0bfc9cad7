/*
 * Pages with nothing per-user or per-query in their HTML, served from the page cache. Under the (main) and (help)
 * layouts a page without route parameters cannot be prerendered (its header reads the mall API, which does not run
 * while building), so proxy.ts rewrites the bare address of each to an internal route with a parameter
 * (app/(main)/shell/{name}/[v] and app/(help)/shell/{name}/[v], v = CACHED_SHELL_STATE; their body is
 * components/layout/cachedShellRoute.tsx): rendered on its first request, then cached and refreshed by tag or every
 * 5 minutes, like goods detail. One route per page: a route's first load carries the client code of everything its
 * module imports (one shared route gave the home page the cart's antd, +230 KB). With a query string the public
 * route renders per request. Nobody links to the internal paths; the canonical URL is the public one.
 */
export const SHELL_SEGMENT = 'shell';
/** The one parameter value of the internal routes. */
export const CACHED_SHELL_STATE = '-';

/** Public path → the internal page name. */
export const SHELL_PAGES = {
  '/': 'home',
  '/settlementCenter': 'cart',
  '/agreementPrivacy': 'agreement',
  '/methods': 'methods',
  '/standard': 'standards',
  '/newsInformation': 'news',
  '/newsInformation/informationClassification': 'newsCategory',
  '/enterpriseIntroduction': 'company',
  '/helpCenter/loginProblem': 'helpLogin',
  '/helpCenter/memberProblem': 'helpMember',
} as const;
export type ShellName = (typeof SHELL_PAGES)[keyof typeof SHELL_PAGES];

/** Where proxy.ts sends a request, or null when it is not a bare shell-page address. */
export function cachedShellPath(pathname: string, search: string): string | null {
  if (search && search !== '?') return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const name = (SHELL_PAGES as Record<string, ShellName | undefined>)[path];
  return name ? `/${SHELL_SEGMENT}/${name}/${CACHED_SHELL_STATE}` : null;
}
