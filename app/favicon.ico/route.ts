/**
 * Browsers and crawlers ask for /favicon.ico whatever the page declares. Without this route the root
 * catch-all (/{cas}) would answer it with a rendered 404 page; a permanent redirect to the SVG icon is
 * one cheap, cacheable response.
 */
export const dynamic = 'force-static';

export function GET() {
  return new Response(null, { status: 308, headers: { location: '/favicon.svg', 'cache-control': 'public, max-age=604800' } });
}
