import { NextResponse } from 'next/server'

import { CAMPAIGN_SLUG } from '@/domain/campaigns/campaigns'
import { ApiError, route } from '@/lib/http'
import { campaignView, getPublishedCampaign } from '@/server/campaigns/campaigns'

const NOT_FOUND = 'Campaign not found.'

/**
 * GET /api/campaigns/{slug} (issue 49): a published campaign's dates, goal and honest totals, and
 * the wall lines it shows (never a discreet or anonymous gift); 404 for an unknown or unpublished one.
 */
export const GET = route<{ params: Promise<{ slug: string }> }>(async (_request, { params }) => {
  const { slug } = await params
  if (!CAMPAIGN_SLUG.test(slug)) throw new ApiError(404, NOT_FOUND)
  const campaign = await getPublishedCampaign(slug)
  if (!campaign) throw new ApiError(404, NOT_FOUND)
  const { progress: _progress, ...view } = await campaignView(campaign)
  // Totals move with every gift: a browser or proxy must ask again rather than keep a copy.
  return NextResponse.json(view, { headers: { 'Cache-Control': 'no-store' } })
})
