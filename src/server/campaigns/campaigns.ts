import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'
import { cache } from 'react'

import { campaignProgress, type CampaignProgress, type CampaignTotals, type WallEntry } from '@/domain/campaigns/campaigns'
import { donorTags } from '@/lib/revalidate'
import type { Campaign } from '@/payload-types'
import { getPayload } from '@/server/payload'

import { campaignTotals, campaignWallRows } from '../ledger/campaign-gifts'

/**
 * Issue 49: campaigns as visitors see them. Content is cached until staff save a campaign;
 * totals and walls until any gift is written (the `campaign-totals` tag, dropped by the Stripe
 * webhook and by gift entry): through the shared cache, every instance shows a paid gift at once.
 */

/** The first published campaign that matches, or null: an unpublished one never reaches a visitor. */
async function firstPublished(where: Where, { depth, sort }: { depth: number; sort?: string }): Promise<Campaign | null> {
  const payload = await getPayload()
  const found = await payload.find({
    collection: 'campaigns',
    where: { and: [where, { published: { equals: true } }] },
    sort,
    limit: 1,
    depth,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

const loadPublished = unstable_cache(
  async (slug: string) => firstPublished({ slug: { equals: slug } }, { depth: 1 }),
  ['campaign-by-slug'],
  { tags: [donorTags.campaigns] },
)

/** A published campaign by its slug, or null (unknown and unpublished look the same to a visitor). */
export const getPublishedCampaign = cache((slug: string) => loadPublished(slug))

const loadFeatured = unstable_cache(
  async () => firstPublished({ featured: { equals: true } }, { depth: 0, sort: '-updatedAt' }),
  ['campaign-featured'],
  { tags: [donorTags.campaigns] },
)

/** The campaign of the /donate banner (spec §9), or null when none is featured and published. */
export const getFeaturedCampaign = cache(() => loadFeatured())

const loadTotals = unstable_cache(
  async (campaignId: number): Promise<CampaignTotals> => campaignTotals(await getPayload(), campaignId),
  ['campaign-totals'],
  { tags: [donorTags.campaignTotals] },
)

/** A campaign's totals from the ledger (see campaignTotals), cached until a gift is written. */
export const getCampaignTotals = cache((campaignId: number) => loadTotals(campaignId))

const loadWall = unstable_cache(
  async (campaignId: number, mode: string, amounts: boolean): Promise<WallEntry[]> => {
    if (mode !== 'names' && mode !== 'names_and_comments') return []
    const rows = await campaignWallRows(await getPayload(), campaignId)
    // Only what the campaign's settings show is ever put in the cache or the page.
    return rows.map((row) => ({
      name: row.name,
      ...(mode === 'names_and_comments' && row.comment ? { comment: row.comment } : {}),
      ...(amounts ? { amountCents: row.amountCents } : {}),
    }))
  },
  ['campaign-wall'],
  { tags: [donorTags.campaignTotals, donorTags.campaigns] },
)

export const getCampaignWall = cache((campaign: Pick<Campaign, 'id' | 'wall' | 'wallAmounts'>) =>
  loadWall(campaign.id, campaign.wall ?? 'off', campaign.wallAmounts === true),
)

export type CampaignView = {
  slug: string
  title: string
  startsAt: string
  endsAt: string
  goalCents: number | null
  goalDonors: number | null
  raisedCents: number
  donorCount: number
  giftCount: number
  showBar: boolean
  wall: WallEntry[]
}

/** What GET /api/campaigns/{slug} answers and the page shows: one read of the totals for both. */
export async function campaignView(campaign: Campaign): Promise<CampaignView & { progress: CampaignProgress }> {
  const [totals, wall] = await Promise.all([getCampaignTotals(campaign.id), getCampaignWall(campaign)])
  const progress = campaignProgress(campaign, totals)
  return {
    slug: campaign.slug,
    title: campaign.title,
    startsAt: campaign.startDate,
    endsAt: campaign.endDate,
    goalCents: campaign.goalCents ?? null,
    goalDonors: campaign.goalDonors ?? null,
    ...totals,
    showBar: progress.showBar,
    wall,
    progress,
  }
}
