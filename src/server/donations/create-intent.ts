import { createHash, randomUUID } from 'node:crypto'

import type Stripe from 'stripe'

import { BILLING_INTERVALS, isRecurring } from '@/features/donations/amounts'
import type { DonationIntent } from '@/features/donations/schema'
import { ApiError } from '@/lib/http'

import { DONATION_KIND, donationMetadata } from './metadata'

/** The product every recurring gift's price hangs on: a fixed id, so it is created once. */
export const RECURRING_DONATION_PRODUCT = { id: 'recurring_donation', name: 'Recurring donation' }

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

let productId: string | null = null

async function recurringDonationProduct(stripe: Stripe): Promise<string> {
  if (productId) return productId
  try {
    productId = (await stripe.products.retrieve(RECURRING_DONATION_PRODUCT.id)).id
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode !== 404) throw error
    try {
      productId = (
        await stripe.products.create(
          { ...RECURRING_DONATION_PRODUCT, metadata: { kind: DONATION_KIND } },
          { idempotencyKey: `product-${RECURRING_DONATION_PRODUCT.id}` },
        )
      ).id
    } catch (createError) {
      // Another request created it a moment ago.
      if ((createError as { code?: string }).code !== 'resource_already_exists') throw createError
      productId = RECURRING_DONATION_PRODUCT.id
    }
  }
  return productId
}

/**
 * A one-time gift becomes a PaymentIntent; a recurring gift a Customer and an incomplete
 * Subscription whose first invoice the Payment Element confirms. Answers the client secret.
 */
export async function createDonationIntent(stripe: Stripe, input: DonationIntent): Promise<{ clientSecret: string }> {
  const key = idempotencyBase(input)
  const metadata = donationMetadata(input)
  const name = `${input.firstName} ${input.lastName}`
  const description = input.donationType === 'one_time' ? 'One-time donation' : `Recurring donation (${input.donationType})`

  if (!isRecurring(input.donationType)) {
    const intent = await stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: 'usd',
        automatic_payment_methods: { enabled: true },
        receipt_email: input.email,
        description,
        metadata,
      },
      { idempotencyKey: `donation-${key}-payment-intent` },
    )
    if (!intent.client_secret) throw new Error('Stripe answered a PaymentIntent without a client secret')
    return { clientSecret: intent.client_secret }
  }

  const product = await recurringDonationProduct(stripe)
  const customer = await stripe.customers.create(
    {
      email: input.email,
      name,
      ...(input.phone ? { phone: input.phone } : {}),
      metadata,
    },
    { idempotencyKey: `donation-${key}-customer` },
  )
  const subscription = await stripe.subscriptions.create(
    {
      customer: customer.id,
      items: [
        {
          price_data: {
            currency: 'usd',
            product,
            unit_amount: input.amountCents,
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
  const invoice = subscription.latest_invoice
  const clientSecret = invoice && typeof invoice !== 'string' ? invoice.confirmation_secret?.client_secret : undefined
  if (!clientSecret) throw new ApiError(502, 'The payment provider did not start the subscription. Please try again.')
  return { clientSecret }
}
