import { NextResponse } from 'next/server'

import { donationIntentSchema, UNKNOWN_LEVEL } from '@/domain/donations/schema'
import { getDonorLevel } from '@/server/donors/circles'
import { ApiError, readJson, route } from '@/lib/http'
import { centsToDecimal } from '@/lib/money'
import { getPayload } from '@/server/payload'
import { issueGiftReference } from '@/server/donations/gift-reference'
import { enforceClientDonationLimits } from '@/server/donations/limits'
import { currentFeeRates, priceGift } from '@/server/donations/pricing'

/**
 * Issue 29: what a gift would charge by the method named (card when absent), checked as
 * create-donation-intent checks it; nothing reaches Stripe. A recurring gift whose donor covers
 * the fee is shown this price at the payment step, again for each method she picks, and is
 * created only on "Donate Now" (Stripe's deferred-intent flow). Answers { amount, feeCovered,
 * reference } (the last for a finish-later reminder, issue 42).
 */
export const POST = route(async (request) => {
  const input = await readJson(request, donationIntentSchema)
  if (input.level && !(await getDonorLevel(input.level))) throw new ApiError(400, UNKNOWN_LEVEL)
  const payload = await getPayload()
  // Issue 42: a quote is the first half of a start and counts against the same allowance.
  await enforceClientDonationLimits(payload, request.headers)
  const rates = input.coverFees ? await currentFeeRates(payload) : null
  const { chargeCents, feeCents } = rates ? priceGift(input, rates) : { chargeCents: input.amountCents, feeCents: 0 }
  return NextResponse.json({ amount: centsToDecimal(chargeCents), feeCovered: centsToDecimal(feeCents), reference: issueGiftReference(input) })
})
