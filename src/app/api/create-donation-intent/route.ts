import { NextResponse } from 'next/server'

import Stripe from 'stripe'

import { DONATION_FAILED, donationIntentSchema, UNKNOWN_LEVEL } from '@/domain/donations/schema'
import { UNKNOWN_CAMPAIGN } from '@/domain/campaigns/campaigns'
import { getPublishedCampaign } from '@/server/campaigns/campaigns'
import { getDonorLevel } from '@/server/donors/circles'
import { ApiError, readJson, route } from '@/lib/http'
import { logger } from '@/lib/log'
import { getPayload } from '@/server/payload'
import { requireStripe } from '@/lib/stripe'
import { createDonationIntent } from '@/server/donations/create-intent'
import { issueGiftReference } from '@/server/donations/gift-reference'
import { enforceDonationLimits } from '@/server/donations/limits'
import { currentFeeRates } from '@/server/donations/pricing'

/**
 * Spec §3.5: validates the gift, counts it against the card-testing limits (429 before anything
 * reaches Stripe), then starts it with Stripe; answers { clientSecret, amount, feeCovered } (what
 * is charged, and the part of it the donor added for fees: issue 29) and the gift's reference
 * (issue 42).
 */
export const POST = route(async (request) => {
  const input = await readJson(request, donationIntentSchema)
  const stripe = requireStripe()
  const level = input.level ? await getDonorLevel(input.level) : null
  if (input.level && !level) throw new ApiError(400, UNKNOWN_LEVEL)
  // Issue 49: a gift for a campaign nobody can see is refused before anything reaches Stripe.
  if (input.campaign && !(await getPublishedCampaign(input.campaign))) throw new ApiError(400, UNKNOWN_CAMPAIGN, { campaign: UNKNOWN_CAMPAIGN })
  const payload = await getPayload()
  await enforceDonationLimits(payload, request.headers, input.email)
  const rates = input.coverFees ? await currentFeeRates(payload) : undefined
  try {
    const started = await createDonationIntent(payload, stripe, input, level?.id ?? null, rates)
    // Issue 42: what "e-mail me a link to finish later" must show to have this gift reminded of.
    return NextResponse.json({ ...started, reference: issueGiftReference(input) })
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      logger.error({ type: error.type, code: error.code }, '[donations] Stripe refused the gift')
      throw new ApiError(502, DONATION_FAILED)
    }
    throw error
  }
})
