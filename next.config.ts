import type { NextConfig } from 'next';

const apiOrigin = process.env.API_ORIGIN || 'http://127.0.0.1:4000';
const apiBase = process.env.NEXT_PUBLIC_API_BASE || '/api';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  allowedDevOrigins: ['127.0.0.1', 'localhost'],
  // The browser calls {api} on our own origin; Next forwards it to the mall API.
  async rewrites() {
    if (!apiBase.startsWith('/')) return [];
    return [{ source: `${apiBase}/:path*`, destination: `${apiOrigin}/:path*` }];
  },
  // Cached pages (goods detail, product lists) and cached catalogue reads live in memory only, in one
  // LRU of PAGE_CACHE_MB (default 256): with 100,000 products a crawler would otherwise write every page
  // it visits to .next on disk. A restart starts cold; the mall API stays the truth.
  cacheMaxMemorySize: Number(process.env.PAGE_CACHE_MB || 256) * 1024 * 1024,
  experimental: {
    optimizePackageImports: ['antd', '@ant-design/icons'],
    isrFlushToDisk: false,
  },
};

export default nextConfig;
