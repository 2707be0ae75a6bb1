import { revalidateTag } from 'next/cache'
import { after } from 'next/server'
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

/** How long after a write a render that read the old rows could still be finishing. */
const IN_FLIGHT_RENDER_MS = 1500

function expireTag(tag: string) {
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    // Called from a CLI script or test: no Next incremental cache exists there.
  }
}

/**
 * Drops the cached pages and data behind `tag` after a write. Once is not enough:
 * Payload runs change hooks inside the write's transaction, and Next keeps whatever a render
 * finishes after the tag was dropped as fresh. A render that read the rows before the commit
 * would then stay on the site until the next change. So the tag is dropped now, again once the
 * response has gone (the transaction has committed by then), and once more after any render
 * started before the commit has had time to finish.
 */
export function safeRevalidateTag(tag: string) {
  expireTag(tag)
  try {
    after(async () => {
      expireTag(tag)
      await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_RENDER_MS))
      expireTag(tag)
    })
  } catch {
    // Outside a request (seed script, test): nothing renders concurrently there.
  }
}

export const revalidateSiteSettings: GlobalAfterChangeHook = ({ doc }) => {
  safeRevalidateTag(cacheTags.siteSettings)
  return doc
}

export const donorTags = {
  levels: 'donor-levels',
  /** The campaigns' content (collection `campaigns`): dropped when staff save one. */
  campaigns: 'campaigns',
  /**
   * Every campaign's totals and wall, read from the ledger: dropped by any write to a donation
   * (issue 49: a paid gift shows within seconds on every instance, through the shared cache).
   */
  campaignTotals: 'campaign-totals',
} as const

/** Levels and roster names appear on /donors-circle and every level page. */
export const revalidateDonorPages = ({ doc }: { doc: unknown }) => {
  safeRevalidateTag(donorTags.levels)
  return doc
}

/** A saved campaign: its page, the /donate banner and its JSON. */
export const revalidateCampaigns = ({ doc }: { doc: unknown }) => {
  safeRevalidateTag(donorTags.campaigns)
  return doc
}

/** A donation written (paid, refunded, voided, tied to a campaign): campaign totals and walls. */
export const revalidateCampaignTotals = ({ doc }: { doc: unknown }) => {
  safeRevalidateTag(donorTags.campaignTotals)
  return doc
}
