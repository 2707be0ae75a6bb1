import type { MetadataRoute } from 'next'

import { siteUrl } from '@/lib/site-url'

export const dynamic = 'force-dynamic'

/** Staff, API and private visitor steps (cart, checkout, intake) stay out of search engines. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api', '/checkout', '/cart', '/intake-form'] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
