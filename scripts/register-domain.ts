/**
 * `npm run stripe:register-domain`: registers SITE_URL's domain with Stripe as a payment method
 * domain (POST /v1/payment_method_domains), which Apple Pay needs before it shows in the Payment
 * Element; Google Pay and Link are enabled on it at the same time. Safe to run again: Stripe
 * answers the domain already registered. Reads STRIPE_SECRET_KEY (and STRIPE_API_URL for a
 * stand-in) from the environment or .env. See README, "Apple Pay, Google Pay and Link".
 */
import './lib/require-node.mjs'

import { loadDotEnv } from './lib/env.mjs'
import { configuredSiteUrl } from '../src/lib/site-url'
import { getStripe } from '../src/lib/stripe'

async function main() {
  loadDotEnv()
  const address = configuredSiteUrl()
  if (!address) throw new Error('Set SITE_URL to the public address of the site (https://…) first.')
  const domain = new URL(address).hostname
  if (domain === 'localhost' || /^[\d.]+$/.test(domain)) throw new Error(`Stripe cannot verify ${domain}: SITE_URL must be the public domain.`)
  const stripe = getStripe()
  if (!stripe) throw new Error('Set STRIPE_SECRET_KEY first.')
  const registered = await stripe.paymentMethodDomains.create({ domain_name: domain, enabled: true })
  console.log(`[stripe] ${registered.domain_name} registered (${registered.id}); Apple Pay: ${registered.apple_pay?.status ?? 'unknown'}.`)
}

main().catch((error: unknown) => {
  console.error(`[stripe] ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
