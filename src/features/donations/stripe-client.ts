'use client'

// The pure entry does not insert Stripe.js on import: it loads when the donor reaches the
// payment step, so a visit that stops at choosing an amount sends Stripe nothing.
import type { Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'

const loaded = new Map<string, Promise<Stripe | null>>()

/**
 * Stripe.js is loaded once per publishable key, at the payment step of a page that takes
 * payments. A failed load (an ad blocker, a dropped connection) is forgotten, so "Try again"
 * fetches the script afresh instead of replaying the same failure.
 */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = loaded.get(publishableKey)
  if (!promise) {
    promise = loadStripe(publishableKey).catch((error: unknown) => {
      loaded.delete(publishableKey)
      throw error
    })
    loaded.set(publishableKey, promise)
  }
  return promise
}

// The forms' request ids live in lib, shared with the staff panel's refunds.
export { newRequestId } from '@/lib/post-json'
