import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { SiteSetting } from '@/payload-types'

import { cacheTags } from '@/lib/revalidate'
import { getPayload } from './payload'

const loadSiteSettings = unstable_cache(
  async (): Promise<SiteSetting> => {
    const payload = await getPayload()
    return payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false })
  },
  ['site-settings'],
  { tags: [cacheTags.siteSettings] },
)

/** Site-wide facts (contact e-mail, hotlines, women served…), cached until staff change them. */
export const getSiteSettings = cache(loadSiteSettings)
