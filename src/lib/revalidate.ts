import { revalidateTag } from 'next/cache'
import type { GlobalAfterChangeHook } from 'payload'

/**
 * Cache tags shared by the data getters and the hooks that invalidate them.
 * Outside a Next request (seed scripts, tests) there is no cache to invalidate.
 */
export const cacheTags = {
  siteSettings: 'site-settings',
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
