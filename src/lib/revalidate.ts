import { revalidateTag } from 'next/cache'
import type { GlobalAfterChangeHook } from 'payload'

/**
 * Cache tags shared by the data getters and the hooks that invalidate them.
 * Outside a Next request (seed scripts, tests) there is no cache to invalidate.
 */
export const cacheTags = {
  siteSettings: 'site-settings',
  /** One information page of the `pages` collection, by its path (e.g. `/services`). */
  page: (path: string) => `page:${path}`,
  products: 'products',
} as const

export function safeRevalidateTag(tag: string) {
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    // Called from a CLI script or test: no Next incremental cache exists there.
  }
}

export const revalidateSiteSettings: GlobalAfterChangeHook = ({ doc }) => {
  safeRevalidateTag(cacheTags.siteSettings)
  return doc
}

export const donorTags = {
  levels: 'donor-levels',
  campaign: 'campaign',
} as const

/** Levels and roster names appear on /donors-circle and every level page. */
export const revalidateDonorPages = ({ doc }: { doc: unknown }) => {
  safeRevalidateTag(donorTags.levels)
  return doc
}

export const revalidateCampaign: GlobalAfterChangeHook = ({ doc }) => {
  safeRevalidateTag(donorTags.campaign)
  return doc
}
