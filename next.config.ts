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
  experimental: {
    optimizePackageImports: ['antd', '@ant-design/icons'],
  },
};

export default nextConfig;
