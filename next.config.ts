import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { commonHeaders, contentSecurityPolicy, paymentPathPatterns } from './src/lib/security-headers'

const nextConfig: NextConfig = {
  // Separate build folders let several checkouts of the app build side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
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
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
