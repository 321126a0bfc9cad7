import HomePage from './_home/HomePage';

/**
 * The home page with a query string (a campaign tag, a bookmark with parameters), rendered per request. The bare
 * address is rewritten by proxy.ts to its cached form (lib/http/cachedShell.ts, app/(main)/shell/{name}/[v]).
 */
export const dynamic = 'force-dynamic';

export default function Home() {
  return <HomePage />;
}
