import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import type Stripe from 'stripe'
import { z } from 'zod'

import { BILLING_INTERVALS, FREQUENCY_DESCRIPTIONS, isDonationType, isRecurring, RECURRING_TYPES, type RecurringType } from '@/domain/donations/amounts'
import { donationAmount, requestIdField } from '@/domain/donations/schema'
import type { PortalRecurringGift } from '@/domain/donor-portal/schema'
import { ApiError } from '@/lib/http'
import { serialKeyOf } from '@/lib/keys'
import { centsToDecimal } from '@/lib/money'
import { requireStripe } from '@/lib/stripe'

import { databasePool } from '@/lib/db'
import { statusOf } from '../ledger/recurring-gifts'
import { foundationTimeZone } from '@/lib/zoned-time'

import { confirmChange } from './emails'
import { NOT_YOURS } from './overview'

/*
 * What a donor can do with her own recurring gift from /my-giving (issue 19). Every change goes
 * to Stripe with an idempotency key (a double click is one change); the books (recurring-gifts)
 * change only when Stripe's customer.subscription.* event arrives.
 */

/** SetupIntents the portal starts carry this kind, so their success event is recognised. */
export const CARD_UPDATE_KIND = 'portal_card_update'

export const pauseSchema = z.object({
  months: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Choose a pause of 1, 2 or 3 months.' }),
  requestId: requestIdField,
})

/** resume, cancel, payment-method: nothing but the request's id (the body may be empty). */
export const actionSchema = z.object({ requestId: requestIdField }).optional()

/** PUT …/{id}: the donation form's amount rules, and any recurring schedule of spec §9. */
export const changeSchema = z
  .object({
    amount: donationAmount,
    donationType: z.enum(RECURRING_TYPES, { error: 'Please choose how often to give.' }),
    requestId: requestIdField,
  })
  .transform(({ amount, donationType, requestId }) => ({ amountCents: amount, donationType, requestId }))

/** The recurring gift's key in a route, or the portal's 404. */
export function parseRecurringId(raw: unknown): number {
  const key = serialKeyOf(raw)
  if (key === null) throw new ApiError(404, NOT_YOURS)
  return key
}

type OwnGift = { id: number; subscriptionId: string; amountCents: number; frequency: RecurringType; status: string }

/** The donor's own recurring gift, still running, or 404 (409 once it has ended). */
async function ownGift(payload: Payload, email: string, id: unknown): Promise<OwnGift> {
  const key = parseRecurringId(id)
  const { rows } = await databasePool(payload).query<{
    subscription_id: string
    amount_cents: string
    frequency: RecurringType
    status: string
  }>(
    `SELECT subscription_id, amount_cents, frequency, status FROM recurring_gifts WHERE id = $1 AND lower(email) = $2`,
    [key, email],
  )
  const row = rows[0]
  if (!row) throw new ApiError(404, NOT_YOURS)
  if (row.status === 'cancelled') throw new ApiError(409, 'This recurring gift has ended.')
  return {
    id: key,
    subscriptionId: row.subscription_id,
    amountCents: Number(row.amount_cents),
    frequency: row.frequency,
    status: row.status,
  }
}

/**
 * The idempotency key of one portal change: the page makes a request id per click, so the same
 * request sent again (a retry, a double submission) is one change in Stripe, while the same
 * change asked for later (pause, resume, pause once more) is a new one. Without an id (another
 * client), each request is its own change — pausing or resuming twice has the same effect anyway.
 */
function changeKey(action: string, gift: OwnGift, requestId: string | undefined) {
  return `portal-${action}-${gift.subscriptionId}-${requestId ?? randomUUID()}`
}

/** Stripe answered from an earlier identical request (the same idempotency key): nothing new happened. */
function replayed(answer: { lastResponse?: { headers?: Record<string, string> } }) {
  return answer.lastResponse?.headers?.['idempotent-replayed'] === 'true'
}

const isoOf = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null)

/**
 * The gift as Stripe's answer to the donor's change describes it, read the way the books will
 * read Stripe's event (the same status rule), so My giving shows the new state at once instead
 * of the old one until the webhook arrives.
 */
export function giftAsAnswered(gift: OwnGift, subscription: Stripe.Subscription, { cancelled = false } = {}): PortalRecurringGift {
  const status = statusOf(subscription, cancelled) ?? gift.status
  const item = subscription.items?.data?.[0]
  const unit = item?.price?.unit_amount
  const schedule = subscription.metadata?.donationType
  return {
    id: gift.id,
    amount: centsToDecimal(typeof unit === 'number' ? unit * (item?.quantity ?? 1) : gift.amountCents),
    frequency: isDonationType(schedule) && isRecurring(schedule) ? schedule : gift.frequency,
    status,
    nextPaymentDate: status === 'cancelled' || status === 'paused' ? null : isoOf(item?.current_period_end),
    resumesAt: status === 'paused' ? isoOf(subscription.pause_collection?.resumes_at) : null,
    awaitingConfirmation: true,
  }
}

/** The donor's own running recurring gift for a page (the card update), or null. */
export async function ownRunningGift(payload: Payload, email: string, id: unknown): Promise<OwnGift | null> {
  try {
    return await ownGift(payload, email, id)
  } catch (error) {
    if (error instanceof ApiError) return null
    throw error
  }
}

/** Whole months from now, in seconds since the epoch (Stripe's resumes_at). */
export function monthsFromNow(months: number, now = new Date()) {
  const at = new Date(now)
  at.setUTCMonth(at.getUTCMonth() + months)
  return Math.floor(at.getTime() / 1000)
}

async function longDate(payload: Payload, seconds: number) {
  const timeZone = await foundationTimeZone(payload)
  return new Date(seconds * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone })
}

export async function pauseRecurring(payload: Payload, email: string, id: unknown, { months, requestId }: z.output<typeof pauseSchema>) {
  const gift = await ownGift(payload, email, id)
  const resumesAt = monthsFromNow(months)
  const answer = await requireStripe().subscriptions.update(
    gift.subscriptionId,
    { pause_collection: { behavior: 'void', resumes_at: resumesAt } },
    { idempotencyKey: changeKey('pause', gift, requestId) },
  )
  // A retried request is one change, so one e-mail: the replay tells the donor nothing new.
  const until = await longDate(payload, resumesAt)
  if (!replayed(answer)) {
    await confirmChange(payload, email, `Your recurring gift is paused until ${until}; it restarts by itself then. You can resume it earlier.`)
  }
  return {
    message: `Your gift is paused for ${months} month${months === 1 ? '' : 's'}, until ${until}. You can resume it earlier here.`,
    gift: giftAsAnswered(gift, answer),
  }
}

export async function resumeRecurring(payload: Payload, email: string, id: unknown, requestId?: string) {
  const gift = await ownGift(payload, email, id)
  const answer = await requireStripe().subscriptions.update(gift.subscriptionId, { pause_collection: '' }, { idempotencyKey: changeKey('resume', gift, requestId) })
  if (!replayed(answer)) await confirmChange(payload, email, 'Your recurring gift is resumed: the next payment follows its usual schedule.')
  return { message: 'Your gift is resumed. Thank you.', gift: giftAsAnswered(gift, answer) }
}

export async function cancelRecurring(payload: Payload, email: string, id: unknown) {
  const gift = await ownGift(payload, email, id)
  const answer = await requireStripe().subscriptions.cancel(gift.subscriptionId, {}, { idempotencyKey: `portal-cancel-${gift.subscriptionId}` })
  await confirmChange(payload, email, 'Your recurring gift is cancelled: no further payment will be taken. Thank you for everything you gave.')
  return { message: 'Your recurring gift is cancelled. Thank you for everything you gave.', gift: giftAsAnswered(gift, answer, { cancelled: true }) }
}

const productIdOf = (product: string | Stripe.Product | Stripe.DeletedProduct) => (typeof product === 'string' ? product : product.id)

/**
 * A new amount and/or schedule for the gift's one item. No proration: the donor pays the new
 * amount from the next payment on. A new schedule would make Stripe charge at once and restart
 * the billing date, so the next payment already scheduled is kept as the start of the new
 * schedule (a trial until then — Stripe's documented way to move a billing date without a charge).
 */
export async function changeRecurring(payload: Payload, email: string, id: unknown, change: z.output<typeof changeSchema>) {
  const gift = await ownGift(payload, email, id)
  const stripe = requireStripe()
  const subscription = await stripe.subscriptions.retrieve(gift.subscriptionId)
  const item = subscription.items.data[0]
  if (!item) throw new ApiError(409, 'This recurring gift cannot be changed here. Please contact the foundation.')
  const interval = BILLING_INTERVALS[change.donationType]
  const sameSchedule = item.price.recurring?.interval === interval.interval && item.price.recurring?.interval_count === interval.interval_count
  if (sameSchedule && item.price.unit_amount === change.amountCents) {
    return { message: 'Your gift already is this amount and schedule: nothing changed.', gift: null }
  }
  const nextCharge = item.current_period_end
  const keepDate = !sameSchedule && typeof nextCharge === 'number' && nextCharge > Date.now() / 1000 + 60
  const answer = await stripe.subscriptions.update(
    gift.subscriptionId,
    {
      items: [
        {
          id: item.id,
          price_data: { currency: 'usd', product: productIdOf(item.price.product), unit_amount: change.amountCents, recurring: interval },
        },
      ],
      proration_behavior: 'none',
      ...(keepDate ? { trial_end: nextCharge } : {}),
      // A discreet gift keeps its neutral description.
      ...(subscription.metadata?.discreet === 'true' ? {} : { description: `Recurring donation (${change.donationType})` }),
      // The amount the donor sets here is the whole payment: a fee covered at the start no longer applies (issue 29).
      metadata: { donationType: change.donationType, feeCoveredCents: '', giftCents: '' },
    },
    { idempotencyKey: changeKey('change', gift, change.requestId) },
  )
  const described = `$${centsToDecimal(change.amountCents)} ${FREQUENCY_DESCRIPTIONS[change.donationType]}`
  const from = typeof nextCharge === 'number' ? ` from ${await longDate(payload, nextCharge)}` : ''
  // The new amount is taken from the next payment on: both the e-mail and the page say from when.
  const starting = sameSchedule || keepDate ? from : ''
  if (!replayed(answer)) await confirmChange(payload, email, `Your recurring gift is now ${described}${starting}.`)
  return { message: `Your gift is now ${described}${starting}. Thank you.`, gift: giftAsAnswered(gift, answer) }
}

/**
 * Starts a card update: a SetupIntent for the gift's customer that the Payment Element
 * confirms. The card becomes the subscription's own default payment method when Stripe reports
 * the SetupIntent succeeded (cardSaved) — not only the customer's, which a subscription with
 * its own default would never use.
 */
export async function startCardUpdate(payload: Payload, email: string, id: unknown, requestId?: string) {
  const gift = await ownGift(payload, email, id)
  const stripe = requireStripe()
  const subscription = await stripe.subscriptions.retrieve(gift.subscriptionId)
  const customer = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id
  const setupIntent = await stripe.setupIntents.create(
    {
      customer,
      usage: 'off_session',
      automatic_payment_methods: { enabled: true },
      metadata: { kind: CARD_UPDATE_KIND, subscriptionId: gift.subscriptionId },
    },
    { idempotencyKey: changeKey('card', gift, requestId) },
  )
  if (!setupIntent.client_secret) throw new ApiError(502, 'The payment provider did not answer. Please try again.')
  return { clientSecret: setupIntent.client_secret }
}
