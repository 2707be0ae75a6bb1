import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { normaliseEmail } from '@/lib/validation'
import { logger } from '@/lib/log'
import { clientAddress, countHit, isKnownAddress, positiveInt, tooMany } from '@/lib/rate-limit'

/**
 * Card testers run stolen cards through donation forms by the hundred; Stripe fines and closes
 * such accounts. Every valid request to start a gift is counted per address, per e-mail and
 * site-wide in PostgreSQL (rate_limits), so all instances count together; over any limit the
 * answer is 429 and nothing reaches Stripe.
 */
export const DONATION_RATE_LIMIT_MESSAGE = 'Too many donation attempts. Please wait a few minutes and try again.'

export function donationLimitSettings() {
  return {
    perAddress: positiveInt(process.env.RATE_LIMIT_DONATIONS_PER_ADDRESS, 10),
    perEmail: positiveInt(process.env.RATE_LIMIT_DONATIONS_PER_EMAIL, 5),
    windowSeconds: positiveInt(process.env.RATE_LIMIT_DONATIONS_WINDOW_SECONDS, 600),
    sitePerMinute: positiveInt(process.env.RATE_LIMIT_DONATIONS_SITE_PER_MINUTE, 60),
  }
}

/** E-mail addresses are personal data: the counter key holds a hash, never the address. */
function hashed(value: string) {
  return createHash('sha256').update(value).digest('hex').slice(0, 32)
}

/**
 * The per-client allowance (site-wide and per address) that every request costing a Stripe call
 * or pricing a gift counts against (issue 42): starting a gift, repricing it for another method
 * and quoting it share one budget, so a flood of any of them cannot spend the account's Stripe
 * request budget.
 */
export async function enforceClientDonationLimits(payload: Payload, headers: Headers) {
  const settings = donationLimitSettings()
  const site = await countHit(payload, 'donation-intent:site', 60)
  if (site.count > settings.sitePerMinute) {
    if (site.count === settings.sitePerMinute + 1) void alertStaffOnce(payload)
    throw tooMany(DONATION_RATE_LIMIT_MESSAGE, site.retryAfter)
  }
  const address = clientAddress(headers)
  // Without a trusted proxy every visitor shares one key: the site-wide ceiling covers that.
  if (isKnownAddress(address)) {
    const hit = await countHit(payload, `donation-intent:ip:${address}`, settings.windowSeconds)
    if (hit.count > settings.perAddress) throw tooMany(DONATION_RATE_LIMIT_MESSAGE, hit.retryAfter)
  }
}

/** Starting a gift: the client's allowance, then the per-address-of-e-mail one. */
export async function enforceDonationLimits(payload: Payload, headers: Headers, email: string) {
  await enforceClientDonationLimits(payload, headers)
  const settings = donationLimitSettings()
  const byEmail = await countHit(payload, `donation-intent:email:${hashed(normaliseEmail(email))}`, settings.windowSeconds)
  if (byEmail.count > settings.perEmail) throw tooMany(DONATION_RATE_LIMIT_MESSAGE, byEmail.retryAfter)
}

/**
 * One content-free e-mail to staff when the site-wide ceiling trips, at most one an hour across
 * all instances: the first counter hit of the hour sends it.
 */
async function alertStaffOnce(payload: Payload) {
  try {
    const { count } = await countHit(payload, 'alert:donation-ceiling', 3600)
    if (count !== 1) return
    const to = process.env.STAFF_NOTIFICATION_EMAIL || (await payload.findGlobal({ slug: 'site-settings', depth: 0 })).contactEmail
    if (!to) return
    await payload.sendEmail({
      to,
      subject: 'Unusual number of donation attempts',
      text:
        'The website refused donation attempts because more arrived in one minute than the site-wide limit allows. ' +
        'This can be a script testing stolen cards. No action is needed unless it continues; check Stripe for declined payments.',
    })
    logger.warn('[donations] site-wide donation ceiling reached; staff alerted')
  } catch (error) {
    logger.error({ err: error }, '[donations] staff alert failed')
  }
}
