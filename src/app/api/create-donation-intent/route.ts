import { NextResponse } from 'next/server'

import Stripe from 'stripe'

import { DONATION_FAILED, donationIntentSchema } from '@/features/donations/schema'
import { ApiError, readJson, route } from '@/lib/http'
import { requireStripe } from '@/lib/stripe'
import { createDonationIntent } from '@/server/donations/create-intent'

/** Spec §3.5: validates the gift, then starts it with Stripe; answers { clientSecret }. */
export const POST = route(async (request) => {
  const input = await readJson(request, donationIntentSchema)
  const stripe = requireStripe()
  try {
    return NextResponse.json(await createDonationIntent(stripe, input))
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      console.error(`[donations] Stripe refused the gift: ${error.type} ${error.code ?? ''}`)
      throw new ApiError(502, DONATION_FAILED)
    }
    throw error
  }
})
