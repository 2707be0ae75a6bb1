import Stripe from 'stripe'

import { ApiError } from './http'
import { traceStripeCalls } from './telemetry'

export const PAYMENTS_NOT_CONFIGURED = 'Online payments are not configured.'

/** The API version this code was written against; the SDK's default, pinned so it never drifts. */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const

let client: Stripe | null | undefined

/**
 * The one server-side Stripe client, or null when no secret key is set (the site then runs
 * without payments). STRIPE_API_URL points it at stripe-mock or the test fake.
 */
export function getStripe(): Stripe | null {
  if (client !== undefined) return client
  const key = process.env.STRIPE_SECRET_KEY
  if (!key) return (client = null)
  const target = process.env.STRIPE_API_URL ? new URL(process.env.STRIPE_API_URL) : null
  client = new Stripe(key, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'bloom-foundation-site' },
    ...(target
      ? {
          host: target.hostname,
          port: Number(target.port || (target.protocol === 'https:' ? 443 : 80)),
          protocol: target.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  })
  traceStripeCalls(client)
  return client
}

/** For payment calls: the client, or 503 "Online payments are not configured." */
export function requireStripe(): Stripe {
  const stripe = getStripe()
  if (!stripe) throw new ApiError(503, PAYMENTS_NOT_CONFIGURED)
  return stripe
}

/**
 * The publishable key, read at request time on the server and handed to the payment page,
 * so one build works with any keys.
 */
export function stripePublishableKey(): string | null {
  return process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY || null
}
