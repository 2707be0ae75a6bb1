import { NextResponse } from 'next/server'

import Stripe from 'stripe'

import { DONATION_FAILED, donationMethodSchema } from '@/domain/donations/schema'
import { ApiError, readJson, route } from '@/lib/http'
import { logger } from '@/lib/log'
import { getPayload } from '@/server/payload'
import { requireStripe } from '@/lib/stripe'
import { enforceClientDonationLimits } from '@/server/donations/limits'
import { repriceForMethod } from '@/server/donations/payment-method'
import { currentFeeRates } from '@/server/donations/pricing'

/**
 * Issue 29: the donor who covers the fee picked another method in the Payment Element; the
 * gift is priced again for it. Answers { amount, feeCovered }, what is now charged.
 */
export const POST = route(async (request) => {
  const input = await readJson(request, donationMethodSchema)
  const stripe = requireStripe()
  const payload = await getPayload()
  // Each repricing reads (and may update) the intent at Stripe: it counts as a start does.
  await enforceClientDonationLimits(payload, request.headers)
  try {
    return NextResponse.json(await repriceForMethod(stripe, input.clientSecret, input.paymentMethodType, await currentFeeRates(payload)))
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      logger.error({ type: error.type, code: error.code }, '[donations] Stripe refused the new amount')
      throw new ApiError(502, DONATION_FAILED)
    }
    throw error
  }
})
