import type { NextConfig } from 'next';

const isProduction = process.env.NODE_ENV === 'production';

/**
 * Catalog pages are cacheable HTML shared by every visitor, so scripts cannot carry a per-request nonce;
 * 'unsafe-inline' covers Next's inline bootstrap scripts (see docs/decisions/002-csp-without-nonces.md).
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isProduction ? '' : " 'unsafe-eval'"}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // The ALTCHA widget on /bot-protection solves its proof of work in Web Workers it creates from blob: URLs.
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self)' },
  ...(isProduction ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' }] : []),
];

/** `npm run bench` builds into its own folder with `*.bench.tsx` routes (static pages to compare against). */
const benchBuild = process.env.BENCH_BUILD === '1';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  distDir: benchBuild ? '.next-bench' : '.next',
  pageExtensions: benchBuild ? ['bench.tsx', 'tsx', 'ts'] : ['tsx', 'ts'],
  poweredByHeader: false,
  // forbidden() answers 403 for pages a signed-in role may not see (accounts).
  experimental: { authInterrupts: true },
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino', '@node-rs/argon2', 'exceljs', 'qrcode', 'geoip-country', 'ioredis'],
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
