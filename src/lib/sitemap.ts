import type { MetadataRoute } from 'next'

import { siteUrl } from './site-url'

export type SitemapEntry = MetadataRoute.Sitemap[number]

/** Something that knows some public routes: a static list, or a query (products, circles). */
export type SitemapSource = () => SitemapEntry[] | Promise<SitemapEntry[]>

/** Turns site paths into sitemap entries with absolute addresses. */
export function pathsToEntries(paths: readonly string[], priority = 0.7): SitemapEntry[] {
  const base = siteUrl()
  return paths.map((path) => ({ url: path === '/' ? `${base}/` : `${base}${path}`, priority: path === '/' ? 1 : priority }))
}

/** Public routes of spec §2.1 owned by other areas (shop, donations, forms), fixed at build time. */
export const otherPublicPaths = [
  '/store',
  '/cart',
  '/checkout',
  '/donate',
  '/sponsorship',
  '/donors-circle',
  '/contact',
  '/host-drive',
  '/intake-form',
  '/feedback',
] as const
