import { unstable_cache } from 'next/cache'
import type { DataFromGlobalSlug, GlobalSlug } from 'payload'
import { cache } from 'react'

import { cacheTags } from '@/lib/revalidate'
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
