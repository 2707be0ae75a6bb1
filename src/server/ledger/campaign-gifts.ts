import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import type Stripe from 'stripe'

import { CAMPAIGN_SLUG, defaultWallName } from '@/domain/campaigns/campaigns'
import { runSql } from '@/lib/db'

import { COUNTED_GIFT_SQL } from './payment-methods-report'

/**
 * Issue 49: which campaign a gift counts for, and what its donor chose for the campaign's wall.
 * Read and written here, in the ledger, and nowhere else.
 */

/** The campaign a slug names, published or not (a gift started on it stays tied to it), or null. */
export async function campaignIdOfSlug(payload: Payload, req: PayloadRequest | undefined, slug: string | null | undefined): Promise<number | null> {
  if (!slug || !CAMPAIGN_SLUG.test(slug)) return null
  const [row] = await runSql<{ id: number }>(payload, req, sql`SELECT "id" FROM "campaigns" WHERE "slug" = ${slug} LIMIT 1`)
  return row ? Number(row.id) : null
}

/**
 * A form gift not made for a campaign counts for the featured one (the /donate banner of spec §9)
 * when it was paid inside that campaign's window, whole UTC days, as the banner always counted.
 */
async function featuredCampaignAt(payload: Payload, req: PayloadRequest | undefined, paidAt: string): Promise<number | null> {
  const [row] = await runSql<{ id: number }>(
    payload,
    req,
    sql`SELECT "id" FROM "campaigns"
        WHERE "featured" AND "published"
          AND ${paidAt}::timestamptz >= date_trunc('day', "start_date" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
          AND ${paidAt}::timestamptz < (date_trunc('day', "end_date" AT TIME ZONE 'UTC') + interval '1 day') AT TIME ZONE 'UTC'
        ORDER BY "id" LIMIT 1`,
  )
  return row ? Number(row.id) : null
}

/** The appeal whose personal link (its recipient token) the gift was made through, or null. */
async function appealOfToken(payload: Payload, req: PayloadRequest, token: string | undefined): Promise<number | null> {
  if (!token || !/^[A-Za-z0-9_-]{32,64}$/.test(token)) return null
  const [row] = await runSql<{ appeal_id: number }>(payload, req, sql`SELECT "appeal_id" FROM "appeal_recipients" WHERE "token" = ${token} LIMIT 1`)
  return row ? Number(row.appeal_id) : null
}

export type CampaignGiftFields = {
  campaign: number | null
  appealId: number | null
  wallShow: boolean
  wallAnonymous: boolean
  wallName: string | null
  wallComment: string | null
  wallCommentStatus: 'pending' | null
}

/** A Stripe gift's campaign and wall choice, from the metadata create-intent wrote. */
export async function campaignFieldsOfGift(
  payload: Payload,
  req: PayloadRequest,
  metadata: Stripe.Metadata | null | undefined,
  donor: { firstName: string; lastName: string; discreet: boolean },
  paidAt: string,
): Promise<CampaignGiftFields> {
  const campaign = metadata?.campaign ? await campaignIdOfSlug(payload, req, metadata.campaign) : await featuredCampaignAt(payload, req, paidAt)
  // A discreet gift never keeps a wall choice at all: nothing to leak later.
  const show = campaign !== null && metadata?.wallShow === 'true' && !donor.discreet
  const anonymous = metadata?.wallAnonymous === 'true'
  const comment = show && !anonymous ? metadata?.wallComment?.trim() || null : null
  return {
    campaign,
    appealId: await appealOfToken(payload, req, metadata?.appeal),
    wallShow: show && !anonymous,
    wallAnonymous: anonymous,
    wallName: show && !anonymous ? metadata?.wallName?.trim() || defaultWallName(donor.firstName, donor.lastName) : null,
    wallComment: comment,
    wallCommentStatus: comment ? 'pending' : null,
  }
}

export type CampaignTotalsRow = { raisedCents: number; donorCount: number; giftCount: number }

/**
 * Issue 49: a campaign's honest totals. Raised is every gift tied to it that still counts (paid,
 * offline, imported; not processing, failed or voided), net of refunds and lost disputes, and
 * without the fees donors covered. Donors are distinct addresses among gifts that count.
 */
export async function campaignTotals(payload: Payload, campaignId: number): Promise<CampaignTotalsRow> {
  const [row] = await runSql<{ raised: string | null; donors: string; gifts: string }>(
    payload,
    undefined,
    sql.raw(`SELECT coalesce(sum(greatest(0, coalesce(net_amount_cents, 0) - coalesce(fee_covered_cents, 0))), 0) AS raised,
        count(DISTINCT lower(email)) FILTER (WHERE coalesce(net_amount_cents, 0) > 0) AS donors,
        count(*) FILTER (WHERE coalesce(net_amount_cents, 0) > 0) AS gifts
      FROM donations WHERE campaign_id = ${Number(campaignId)} AND ${COUNTED_GIFT_SQL}`),
  )
  return { raisedCents: Number(row?.raised ?? 0), donorCount: Number(row?.donors ?? 0), giftCount: Number(row?.gifts ?? 0) }
}

export type WallRow = { name: string; comment: string | null; amountCents: number }

/**
 * The gifts that may appear on a campaign's wall, newest first, one line per gift (a recurring
 * gift's payments are one line). The filter is in the query itself: a discreet gift, an anonymous
 * one, one whose donor did not ask, and a comment not approved never leave the database.
 */
export async function campaignWallRows(payload: Payload, campaignId: number, limit = 100): Promise<WallRow[]> {
  const rows = await runSql<{ name: string; comment: string | null; amount: string }>(
    payload,
    undefined,
    sql.raw(`SELECT name, comment, amount FROM (
        SELECT DISTINCT ON (coalesce(stripe_subscription_id, 'gift-' || id)) wall_name AS name,
          CASE WHEN wall_comment_status = 'approved' THEN wall_comment END AS comment,
          greatest(0, coalesce(net_amount_cents, 0) - coalesce(fee_covered_cents, 0)) AS amount, created_at
        FROM donations
        WHERE campaign_id = ${Number(campaignId)} AND wall_show = true AND coalesce(wall_anonymous, false) = false
          AND coalesce(discreet, false) = false AND coalesce(net_amount_cents, 0) > 0 AND wall_name IS NOT NULL
          AND ${COUNTED_GIFT_SQL}
        ORDER BY coalesce(stripe_subscription_id, 'gift-' || id), created_at DESC
      ) lines ORDER BY created_at DESC LIMIT ${Math.max(1, Math.min(500, Math.floor(limit)))}`),
  )
  return rows.map((row) => ({ name: row.name, comment: row.comment, amountCents: Number(row.amount) }))
}

export type PendingComment = { id: number; campaign: string; name: string; comment: string; createdAt: string }

/** The comments waiting for a staff decision, oldest first (the moderation list). */
export async function pendingWallComments(payload: Payload): Promise<PendingComment[]> {
  const rows = await runSql<{ id: number; campaign: string; name: string; comment: string; created_at: string | Date }>(
    payload,
    undefined,
    sql`SELECT d."id", c."title" AS campaign, d."wall_name" AS name, d."wall_comment" AS comment, d."created_at"
        FROM "donations" d JOIN "campaigns" c ON c."id" = d."campaign_id"
        WHERE d."wall_comment_status" = 'pending' AND d."wall_show" = true AND coalesce(d."discreet", false) = false
        ORDER BY d."created_at" LIMIT 200`,
  )
  return rows.map((row) => ({ id: Number(row.id), campaign: row.campaign, name: row.name, comment: row.comment, createdAt: new Date(row.created_at).toISOString() }))
}

/** Approves or rejects a wall comment; false when there is no pending or decided comment by that id. */
export async function decideWallComment(payload: Payload, id: number, decision: 'approved' | 'rejected'): Promise<boolean> {
  const rows = await runSql<{ id: number }>(
    payload,
    undefined,
    sql`UPDATE "donations" SET "wall_comment_status" = ${decision}::"enum_donations_wall_comment_status", "updated_at" = now()
        WHERE "id" = ${id} AND "wall_comment" IS NOT NULL AND "wall_comment_status" IS NOT NULL RETURNING "id"`,
  )
  return rows.length > 0
}
