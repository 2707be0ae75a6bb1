import { z } from 'zod'

import { campaignPercent } from '@/domain/donations/campaign'

import { WALL_COMMENT_MAX, WALL_NAME_MAX } from './wall'

/** A campaign's address: /campaigns/{slug}. */
export const CAMPAIGN_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/

export const UNKNOWN_CAMPAIGN = 'Unknown campaign.'

export { defaultWallName, WALL_COMMENT_MAX, WALL_MODES, WALL_NAME_MAX, type WallMode } from './wall'

export const campaignSlugField = z.string({ error: UNKNOWN_CAMPAIGN }).regex(CAMPAIGN_SLUG, UNKNOWN_CAMPAIGN)

const wallText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .transform((value) => value.replace(/\s+/g, ' '))
    .optional()

/**
 * The donor's wall choice at giving (issue 49). Off unless she asks; `anonymous` keeps her off
 * the wall whatever else she sent.
 */
export const wallChoiceSchema = z.object({
  show: z.boolean({ error: 'Invalid choice.' }),
  anonymous: z.boolean({ error: 'Invalid choice.' }).optional(),
  name: wallText(WALL_NAME_MAX, `A display name holds at most ${WALL_NAME_MAX} characters.`),
  comment: wallText(WALL_COMMENT_MAX, `A comment holds at most ${WALL_COMMENT_MAX} characters.`),
})
export type WallChoice = z.output<typeof wallChoiceSchema>

/** Whether a gift may ever be shown on a wall: asked for, not anonymous, not discreet. */
export function mayShowOnWall(gift: { wallShow?: boolean | null; wallAnonymous?: boolean | null; discreet?: boolean | null }): boolean {
  return gift.wallShow === true && gift.wallAnonymous !== true && gift.discreet !== true
}

export type CampaignTotals = { raisedCents: number; donorCount: number; giftCount: number }

export type CampaignProgress = {
  /** The one number both the bar and its text come from. */
  percent: number
  /** The bar shows once progress passes `revealAtPercent`; below it the page shows the donor count. */
  showBar: boolean
  /** What the goal is counted in: dollars when set, else donors; null without a goal. */
  measure: 'dollars' | 'donors' | null
}

/**
 * Progress toward the goal (issue 49): a dollar goal first, else a donor goal. The bar's width
 * and its written figure are both `percent`, capped at 100 and floored, so a bar is never drawn
 * full while reading less, nor the reverse.
 */
export function campaignProgress(
  campaign: { goalCents?: number | null; goalDonors?: number | null; revealAtPercent?: number | null },
  totals: CampaignTotals,
): CampaignProgress {
  const reveal = Math.max(0, Math.min(100, campaign.revealAtPercent ?? 10))
  let percent = 0
  let measure: CampaignProgress['measure'] = null
  if (campaign.goalCents && campaign.goalCents > 0) {
    measure = 'dollars'
    percent = campaignPercent(totals.raisedCents, campaign.goalCents)
  } else if (campaign.goalDonors && campaign.goalDonors > 0) {
    measure = 'donors'
    percent = campaignPercent(totals.donorCount, campaign.goalDonors)
  }
  return { percent, measure, showBar: measure !== null && percent > 0 && percent >= reveal }
}

/** A line of the wall as the public sees it. */
export type WallEntry = { name: string; comment?: string; amountCents?: number }
