import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { commonHeaders, contentSecurityPolicy, MEDIA_FILE_CSP, MEDIA_FILE_PATHS, noReferrerPaths, paymentPathPatterns } from './src/lib/security-headers'

/**
 * With REDIS_URL set, every instance shares pages, route handlers and unstable_cache data through
 * one Redis, keeps a copy of what it serves in its own memory, and hears every tag change at once
 * (src/lib/shared-cache/handler.mjs, put in place by src/instrumentation.ts rather than named here
 * as `cacheHandler`, which makes Next import it three times per request; Next's own memory cache
 * is off, the handler keeps its own). Unset → Next's own per-process cache, as for a single server.
 */
const sharedCache: Partial<NextConfig> = process.env.REDIS_URL ? { cacheMaxMemorySize: 0 } : {}

const nextConfig: NextConfig = {
  ...sharedCache,
  // One build serves every instance: a fixed build id and deployment id from the environment
  // (else Next's own per-build ones) keep assets and server actions valid whichever instance
  // answers. NEXT_SERVER_ACTIONS_ENCRYPTION_KEY, read by Next itself, must match too.
  deploymentId: process.env.NEXT_DEPLOYMENT_ID || undefined,
  generateBuildId: async () => process.env.NEXT_BUILD_ID || null,
  // Separate build folders let several checkouts of the app build side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm test` type-checks the whole project (tsc --noEmit) before it builds: it sets this so the
  // build does not check the same files a second time. Every other build checks as usual.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  // scripts/serve.mjs compresses, after it has moved the page's scripts behind the first paint:
  // that rewrite needs the HTML before compression. Every way of running the built site goes
  // through it; a bare `next start` would serve uncompressed.
  compress: false,
  // Rendered by Node with the ordinary react-dom/server: inside the bundle the route handlers
  // resolve React's server-components build, which cannot render to an HTML string.
  // pdfkit reads its font metrics from its own folder at run time: it must stay a real package.
  serverExternalPackages: ['@react-email/render', 'pdfkit'],
  // Next hashes every cached page's whole body on every request to make an ETag: ~0.25 ms of
  // CPU for a 70 kB page, a third of what serving it costs. The pages are 10-15 kB compressed
  // and scripts, styles and images are cached as immutable files, so the 304s it buys on a
  // repeat visit are worth less than the throughput it costs this small server.
  generateEtags: false,
  experimental: {
    // The site's one stylesheet (~33 kB, ~7 kB compressed) goes into the document as a <style>:
    // the first paint no longer waits for a second request after the HTML (on a slow phone
    // connection that round trip was most of the gap between our LCP and a bare page's).
    inlineCss: true,
  },
  allowedDevOrigins: ['127.0.0.1', 'localhost'],
  images: {
    localPatterns: [{ pathname: '/images/**' }, { pathname: '/api/cms/media/file/**' }],
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          ...commonHeaders,
          { key: 'Content-Security-Policy', value: contentSecurityPolicy({ payments: false }) },
        ],
      },
      // Later entries override earlier ones for the same header key.
      ...paymentPathPatterns.map((source) => ({
        source,
        headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ payments: true }) }],
      })),
      ...noReferrerPaths.map((source) => ({ source, headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] })),
      { source: MEDIA_FILE_PATHS, headers: [{ key: 'Content-Security-Policy', value: MEDIA_FILE_CSP }] },
    ]
  },
}

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * Payload asks every route for the Sec-CH-Prefers-Color-Scheme client hint with Critical-CH,
 * which makes the browser fetch each public page twice on a first visit (an extra round trip
 * before anything paints, and a Vary that splits caches). Only the admin reads the hint.
 */
const payloadHeaders = withPayloadConfig.headers
withPayloadConfig.headers = async () =>
  (await payloadHeaders?.())?.map((rule) =>
    rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
  ) ?? []

export default withPayloadConfig
