import { unstable_cache } from 'next/cache'
import type { DataFromGlobalSlug, GlobalSlug } from 'payload'
import { cache } from 'react'

import { cacheTags } from '@/lib/revalidate'
import { DEFAULT_QUICK_EXIT_URL, QUICK_EXIT_URL, safeHref } from '@/lib/safe-url'
import { getPayload } from './payload'

/**
 * A global as visitors may read it: cached across requests until staff save it (its tag names
 * it for revalidation), and read once per render.
 */
export function cachedGlobal<S extends GlobalSlug>(slug: S, tag: string) {
  const load = unstable_cache(
    async (): Promise<DataFromGlobalSlug<S>> => {
      const payload = await getPayload()
      return payload.findGlobal({ slug, depth: 0, overrideAccess: false }) as Promise<DataFromGlobalSlug<S>>
    },
    [slug],
    { tags: [tag] },
  )
  return cache(load)
}

/** Site-wide facts (contact e-mail, hotlines, women served…), cached until staff change them. */
export const getSiteSettings = cachedGlobal('site-settings', cacheTags.siteSettings)

/**
 * Where the quick exit leads, for every layout that shows it. Checked on save and again here: a
 * stored address that is not http(s) never reaches a link.
 */
export function quickExitHref(settings: { quickExitUrl?: string | null }) {
  return safeHref(settings.quickExitUrl, QUICK_EXIT_URL, DEFAULT_QUICK_EXIT_URL)
}
