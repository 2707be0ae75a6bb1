import type Stripe from 'stripe'

import { isDonationType, isRecurring } from '@/domain/donations/amounts'

import { donorFromMetadata, giftExtrasFromMetadata, levelIdFromMetadata } from '../donations/metadata'
import { followTributeCard } from '../donations/tribute-cards'
import { acknowledgeGift } from '../receipts/receipts'
import type { StripeEventContext, StripeEventHandlers } from '../stripe/types'

type Context = StripeEventContext

/**
 * A gift is dated by its payment (the Stripe object's own time), not by when its event was
 * processed: a December gift that January's reconciliation applies stays in December.
 */
function paymentDate(seconds: number | null | undefined, event: Stripe.Event) {
  return new Date((seconds || event.created) * 1000).toISOString()
}

/** The ledger row already written for this payment (a replayed or concurrent event), if any. */
async function existing(context: Context, field: 'stripePaymentIntentId' | 'stripeInvoiceId', value: string): Promise<number | null> {
  const { docs } = await context.payload.find({
    collection: 'donations',
    where: { [field]: { equals: value } },
    req: context.req,
    overrideAccess: true,
    depth: 0,
    limit: 1,
    select: {},
  })
  return docs[0]?.id ?? null
}

/**
 * The giving circle a gift was made on, if it still exists (a level deleted since would fail the
 * row's foreign key, and the event with it, for ever).
 */
async function levelOf(context: Context, metadata: Stripe.Metadata | null | undefined) {
  const id = levelIdFromMetadata(metadata)
  if (id === null) return null
  const level = await context.payload.findByID({ collection: 'donor-levels', id, depth: 0, req: context.req, overrideAccess: true, disableErrors: true })
  return level ? id : null
}

/** A one-time gift is paid: one row per PaymentIntent. Order payments and invoice intents are not ours. */
async function onPaymentIntentSucceeded(event: Stripe.Event, context: Context) {
  const intent = event.data.object as Stripe.PaymentIntent
  const donor = donorFromMetadata(intent.metadata)
  if (!donor || intent.metadata.donationType !== 'one_time') return
  const known = await existing(context, 'stripePaymentIntentId', intent.id)
  // A replay still follows the tribute card: its send is claimed, so this sends it at most once.
  if (known !== null) return followTributeCard(context, intent.metadata, known)
  const gift = await context.payload.create({
    collection: 'donations',
    data: {
      ...donor,
      ...giftExtrasFromMetadata(intent.metadata),
      amountCents: intent.amount_received || intent.amount,
      type: 'one-time',
      frequency: 'one_time',
      isRecurring: false,
      stripePaymentIntentId: intent.id,
      level: await levelOf(context, intent.metadata),
      createdAt: paymentDate(intent.created, event),
    },
    req: context.req,
    overrideAccess: true,
  })
  await acknowledgeGift(context, gift.id)
  await followTributeCard(context, intent.metadata, gift.id)
}

function subscriptionOf(invoice: Stripe.Invoice) {
  const details = invoice.parent?.subscription_details
  if (!details?.subscription) return null
  const id = typeof details.subscription === 'string' ? details.subscription : details.subscription.id
  return { id, metadata: details.metadata }
}

/**
 * The ledger of cancellations is the event ledger itself: a subscription whose deletion was
 * already processed stays cancelled even if one of its invoices arrives late.
 */
async function wasCancelled(context: Context, subscriptionId: string) {
  const { totalDocs } = await context.payload.count({
    collection: 'stripe-events',
    where: { and: [{ type: { equals: 'customer.subscription.deleted' } }, { objectId: { equals: subscriptionId } }] },
    req: context.req,
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** Every paid invoice of a recurring gift is one row; the invoice alone carries all it needs. */
async function onInvoicePaid(event: Stripe.Event, context: Context) {
  const invoice = event.data.object as Stripe.Invoice
  const subscription = subscriptionOf(invoice)
  if (!subscription || !invoice.id) return
  const donor = donorFromMetadata(subscription.metadata)
  const frequency = subscription.metadata?.donationType
  if (!donor || !isDonationType(frequency) || !isRecurring(frequency)) return
  if (invoice.amount_paid <= 0) return
  const known = await existing(context, 'stripeInvoiceId', invoice.id)
  if (known !== null) return followTributeCard(context, subscription.metadata, known)
  const gift = await context.payload.create({
    collection: 'donations',
    data: {
      ...donor,
      // Every payment of a tribute gift keeps its dedication; the card goes with the first only.
      ...giftExtrasFromMetadata(subscription.metadata),
      amountCents: invoice.amount_paid,
      type: 'monthly',
      frequency,
      isRecurring: true,
      stripeInvoiceId: invoice.id,
      stripeSubscriptionId: subscription.id,
      // A level's perk comes with joining: the first payment's receipt states it, not every renewal's.
      level: invoice.billing_reason === 'subscription_create' ? await levelOf(context, subscription.metadata) : null,
      subscriptionStatus: (await wasCancelled(context, subscription.id)) ? 'cancelled' : 'active',
      createdAt: paymentDate(invoice.status_transitions?.paid_at ?? invoice.created, event),
    },
    req: context.req,
    overrideAccess: true,
  })
  await acknowledgeGift(context, gift.id)
  await followTributeCard(context, subscription.metadata, gift.id)
}

async function onSubscriptionDeleted(event: Stripe.Event, context: Context) {
  const subscription = event.data.object as Stripe.Subscription
  if (subscription.metadata?.kind !== 'donation') return
  await context.payload.update({
    collection: 'donations',
    where: { stripeSubscriptionId: { equals: subscription.id } },
    data: { subscriptionStatus: 'cancelled' },
    req: context.req,
    overrideAccess: true,
  })
}

/** Stripe events that write gifts to the ledger (one-time gifts, recurring gifts' invoices, cancellations). */
export const donationWebhookHandlers: StripeEventHandlers = {
  'payment_intent.succeeded': onPaymentIntentSucceeded,
  'invoice.paid': onInvoicePaid,
  'customer.subscription.deleted': onSubscriptionDeleted,
}
