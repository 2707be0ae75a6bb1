import type { MetadataRoute } from 'next'

import { getDonorLevels } from '@/server/donors/circles'
import { infoPagePaths } from '@/domain/pages/routes'
import { otherPublicPaths, pathsToEntries, type SitemapSource } from '@/lib/sitemap'
import { getActiveProducts } from '@/server/shop/products'

/**
 * Every public route. Each area contributes one source; add a module's source here
 * (e.g. products or giving circles read from the CMS) and it appears in /sitemap.xml.
 */
const sources: SitemapSource[] = [
  () => pathsToEntries(infoPagePaths),
  () => pathsToEntries(otherPublicPaths, 0.6),
  async () => pathsToEntries((await getDonorLevels()).map((level) => `/${level.slug}`), 0.6),
  async () => pathsToEntries((await getActiveProducts()).map((product) => `/product/${product.id}`), 0.5),
]

// Read at request time so entries that come from the CMS stay current.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const lists = await Promise.all(sources.map((source) => source()))
  const seen = new Set<string>()
  return lists.flat().filter((entry) => !seen.has(entry.url) && Boolean(seen.add(entry.url)))
}
