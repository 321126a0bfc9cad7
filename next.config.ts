import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { loadStorefrontEnv } from './lib/config/storefrontEnv';
import { HSTS, securityHeaders } from './lib/http/securityHeaders';

/**
 * No `/api` rewrite here: rewrites are written into routes-manifest.json at build time, which would bake
 * one API origin into the build. proxy.ts forwards {api} to API_ORIGIN at run time instead.
 */
export default function config(phase: string): NextConfig {
  const env = loadStorefrontEnv();
  const dev = phase === PHASE_DEVELOPMENT_SERVER;
  return {
    reactStrictMode: true,
    poweredByHeader: false,
    // scripts/storefront-server.ts compresses and writes the ETags of whole pages, keeping a cached page's gzip
    // (lib/http/compress.ts): Next's own did both again on every request.
    compress: false,
    generateEtags: false,
    allowedDevOrigins: ['127.0.0.1', 'localhost'],
    // Cached pages (goods detail, product lists) and cached catalogue reads live in memory only, in one
    // LRU of PAGE_CACHE_MB: with 100,000 products a crawler would otherwise write every page it visits
    // to .next on disk. A restart starts cold; the mall API stays the truth.
    cacheMaxMemorySize: env.PAGE_CACHE_MB * 1024 * 1024,
    // Several storefronts (REDIS_URL): pages and cached reads in Redis, shared, with that LRU in front of it
    // (docs/adr/0007-shared-cache.md). Read when the server starts, not baked into the build.
    // One storefront: Next's own cache. Either way a render that showed a failed read is not stored
    // (lib/cache/degraded.mjs).
    cacheHandler: path.join(__dirname, 'lib', 'cache', env.REDIS_URL ? 'cache-handler.mjs' : 'local-cache-handler.mjs'),
    async headers() {
      return [
        { source: '/:path*', headers: securityHeaders({ apiBase: env.NEXT_PUBLIC_API_BASE, dev }) },
        { source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }], headers: [HSTS] },
      ];
    },
    experimental: {
      optimizePackageImports: ['antd', '@ant-design/icons'],
      isrFlushToDisk: false,
      // Integrity hashes on the build's script files (docs/adr/0005-security-headers.md).
      sri: { algorithm: 'sha256' },
    },
  };
}
