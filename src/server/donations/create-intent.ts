import { createHash, randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { BILLING_INTERVALS, isRecurring } from '@/domain/donations/amounts'
import type { DonationIntent } from '@/domain/donations/schema'
import { ApiError } from '@/lib/http'
import { centsToDecimal } from '@/lib/money'

import type { FeeRates } from '@/domain/donations/fees'

import { DONATION_KIND, donationMetadata } from './metadata'
import { UNKNOWN_PAYMENT } from './payment-method'
import { priceGift } from './pricing'
import { saveTributeCard } from './tribute-cards'

/** The product every recurring gift's price hangs on: a fixed id, so it is created once. */
export const RECURRING_DONATION_PRODUCT = { id: 'recurring_donation', name: 'Recurring donation' }

/**
 * Discreet giving (issue 19): what a card statement and Stripe's own documents show for a gift
 * the donor asked to keep discreet. A subscription's payments take the statement descriptor of
 * its product, so discreet recurring gifts hang on a product of their own with a neutral name
 * and descriptor; a one-time payment gets a neutral suffix after the account's prefix (which the
 * foundation keeps short and neutral in Stripe's settings, see README).
 */
export const DISCREET_PRODUCT = {
  id: 'recurring_payment',
  name: 'Recurring payment',
  statement_descriptor: process.env.DISCREET_STATEMENT_DESCRIPTOR || 'ONLINE PAYMENT',
}
export const DISCREET_STATEMENT_SUFFIX = process.env.DISCREET_STATEMENT_SUFFIX || 'PAYMENT'

/**
 * One key per distinct request: the same form submission sent twice (double click, retry)
 * replays Stripe's first answer, while a changed form gets a fresh key rather than Stripe's
 * "same key, different parameters" error.
 */
export function idempotencyBase(input: DonationIntent): string {
  const { requestId, ...rest } = input
  if (!requestId) return randomUUID()
  const fingerprint = JSON.stringify(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)))
  return createHash('sha256').update(`${requestId}\n${fingerprint}`).digest('hex').slice(0, 40)
}

function withoutMethod(input: DonationIntent): DonationIntent {
  const gift = { ...input }
  delete gift.paymentMethodType
  return gift
}

/**
 * Issue 29: a recurring gift tried by one method (a bank account whose confirmation failed) and
 * then by another is two subscriptions of one customer, priced apart. Only the newest may be
 * paid: the other incomplete ones are cancelled (their first invoice voided), so no forgotten
 * subscription can charge. A replay of one already replaced cannot be paid either: 409.
 */
async function cancelReplaced(stripe: Stripe, customer: string, keep: string) {
  const open = await stripe.subscriptions.list({ customer, status: 'incomplete', limit: 20 })
  if (!open.data.some((subscription) => subscription.id === keep)) throw new ApiError(409, UNKNOWN_PAYMENT)
  for (const other of open.data) {
    if (other.id !== keep) await stripe.subscriptions.cancel(other.id, undefined, { idempotencyKey: `donation-${other.id}-replaced` })
  }
}

const productIds = new Map<string, string>()

async function recurringProduct(stripe: Stripe, product: { id: string; name: string; statement_descriptor?: string }): Promise<string> {
  const known = productIds.get(product.id)
  if (known) return known
  try {
    productIds.set(product.id, (await stripe.products.retrieve(product.id)).id)
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode !== 404) throw error
    try {
      const created = await stripe.products.create({ ...product, metadata: { kind: DONATION_KIND } }, { idempotencyKey: `product-${product.id}` })
      productIds.set(product.id, created.id)
    } catch (createError) {
      // Another request created it a moment ago.
      if ((createError as { code?: string }).code !== 'resource_already_exists') throw createError
      productIds.set(product.id, product.id)
    }
  }
  return productIds.get(product.id)!
}

/**
 * A one-time gift becomes a PaymentIntent; a recurring gift a Customer and an incomplete
 * Subscription whose first invoice the Payment Element confirms. Answers the client secret.
 */
export async function createDonationIntent(
  payload: Payload,
  stripe: Stripe,
  input: DonationIntent,
  levelId: number | null = null,
  rates?: FeeRates,
): Promise<{ clientSecret: string; amount: string; feeCovered: string }> {
  const key = idempotencyBase(input)
  // The gift apart from the method it is paid by (issue 29): a recurring gift whose donor covers
  // the fee is created when she clicks "Donate Now", priced for the method then picked, and a
  // second try by another method is the same gift, with the same donor record and tribute card.
  const giftKey = input.paymentMethodType ? idempotencyBase(withoutMethod(input)) : key
  // The card's recipient and message wait in our database until the payment succeeds.
  const tributeCard = input.tribute?.notify ? await saveTributeCard(payload, giftKey, input) : null
  const donorMetadata = donationMetadata(input, levelId, tributeCard)
  // Issue 29: the server prices the fee; the webhook reads it back from the charge's metadata to
  // keep it apart. The donor record (a recurring gift's customer, shared by a retry with another
  // method) carries no price: it would be the first method's.
  const { chargeCents, feeCents } = rates ? priceGift(input, rates) : { chargeCents: input.amountCents, feeCents: 0 }
  const metadata =
    feeCents > 0
      ? { ...donorMetadata, giftCents: String(input.amountCents), feeCoveredCents: String(feeCents), paymentMethodType: input.paymentMethodType ?? 'card' }
      : donorMetadata
  const priced = { amount: centsToDecimal(chargeCents), feeCovered: centsToDecimal(feeCents) }
  const name = `${input.firstName} ${input.lastName}`
  const description = input.discreet
    ? 'Payment'
    : input.donationType === 'one_time'
      ? 'One-time donation'
      : `Recurring donation (${input.donationType})`

  if (!isRecurring(input.donationType)) {
    const intent = await stripe.paymentIntents.create(
      {
        amount: chargeCents,
        currency: 'usd',
        // Cards, wallets (Apple Pay, Google Pay), Link and bank accounts, as the account offers them.
        automatic_payment_methods: { enabled: true },
        // Stripe's own receipt names the foundation: a discreet gift gets only ours, from a neutral sender.
        ...(input.discreet ? { statement_descriptor_suffix: DISCREET_STATEMENT_SUFFIX } : { receipt_email: input.email }),
        description,
        metadata,
      },
      { idempotencyKey: `donation-${key}-payment-intent` },
    )
    if (!intent.client_secret) throw new Error('Stripe answered a PaymentIntent without a client secret')
    return { clientSecret: intent.client_secret, ...priced }
  }

  const product = await recurringProduct(stripe, input.discreet ? DISCREET_PRODUCT : RECURRING_DONATION_PRODUCT)
  const customer = await stripe.customers.create(
    {
      email: input.email,
      name,
      ...(input.phone ? { phone: input.phone } : {}),
      metadata: donorMetadata,
    },
    { idempotencyKey: `donation-${giftKey}-customer` },
  )
  const subscription = await stripe.subscriptions.create(
    {
      customer: customer.id,
      items: [
        {
          price_data: {
            currency: 'usd',
            product,
            unit_amount: chargeCents,
            recurring: BILLING_INTERVALS[input.donationType],
          },
        },
      ],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      expand: ['latest_invoice.confirmation_secret'],
      description,
      metadata,
    },
    { idempotencyKey: `donation-${key}-subscription` },
  )
  if (input.coverFees) await cancelReplaced(stripe, customer.id, subscription.id)
  const invoice = subscription.latest_invoice
  const clientSecret = invoice && typeof invoice !== 'string' ? invoice.confirmation_secret?.client_secret : undefined
  if (!clientSecret) throw new ApiError(502, 'The payment provider did not start the subscription. Please try again.')
  return { clientSecret, ...priced }
}
