import type Stripe from 'stripe'

import { isDonationType, isRecurring } from '@/domain/donations/amounts'
import { BANK_PAYMENT_METHOD } from '@/domain/donations/payment-method'

import { donorFromMetadata, feeCoveredFromMetadata, giftExtrasFromMetadata, levelIdFromMetadata, upsellFromMetadata } from '../donations/metadata'
import { followTributeCard } from '../donations/tribute-cards'
import { acknowledgeGift } from '../receipts/receipts'
import type { StripeEventContext, StripeEventHandlers } from '../stripe/types'

import { sendBankPaymentNotice } from './bank-emails'
import { campaignFieldsOfGift } from './campaign-gifts'
import { giftRowOf, invoiceOfIntent, lockPayment, markGiftFailed, markGiftPaid, paymentMethodOfIntent } from './bank-payments'
import { type AdoptedDonor, adoptedDonorOf } from './imports'

/** The donor fields of a gift row for a renewal of an adopted subscription. */
function adoptedDetails(donor: AdoptedDonor) {
  return {
    firstName: donor.firstName,
    lastName: donor.lastName,
    email: donor.email,
    phone: null,
    address: null,
    city: null,
    state: null,
    zipCode: null,
    organizationName: null,
    comments: null,
    discreet: false,
  }
}

type Context = StripeEventContext

/**
 * A gift is dated by its payment (the Stripe object's own time), not by when its event was
 * processed: a December gift that January's reconciliation applies stays in December.
 */
function paymentDate(seconds: number | null | undefined, event: Stripe.Event) {
  return new Date((seconds || event.created) * 1000).toISOString()
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

type Settlement = 'paid' | 'processing' | 'failed'

/**
 * A one-time gift's PaymentIntent moved: one row per intent, whatever the order of its events.
 * `succeeded` writes (or turns) the row paid and receipts it; `processing` (a bank payment)
 * writes it processing, counted nowhere, and tells the donor once; `payment_failed` ends a bank
 * payment failed and tells her, while a declined card is no gift and writes nothing. Order
 * payments and invoice intents are not ours.
 */
async function onOneTimeIntent(event: Stripe.Event, context: Context, settlement: Settlement) {
  const intent = event.data.object as Stripe.PaymentIntent
  const donor = donorFromMetadata(intent.metadata)
  if (!donor || intent.metadata.donationType !== 'one_time') return
  await lockPayment(context, intent.id)
  const key = { column: 'stripe_payment_intent_id', value: intent.id } as const
  const amountCents = intent.amount_received || intent.amount
  const known = await giftRowOf(context, key)
  if (known) {
    if (settlement === 'paid') {
      const paid = await markGiftPaid(context, key, amountCents)
      if (paid !== null) await acknowledgeGift(context, paid)
      // A replay still follows the tribute card: its send is claimed, so this sends it at most once.
      await followTributeCard(context, intent.metadata, known.id)
    } else if (settlement === 'failed') {
      const failed = await markGiftFailed(context, key)
      if (failed !== null) context.afterCommit?.(() => sendBankPaymentNotice(context.payload, failed, 'failed'))
    }
    return
  }
  const paymentMethod = await paymentMethodOfIntent(intent)
  // Only a bank payment's failure is a gift's story (it was, or would have been, processing).
  if (settlement === 'failed' && paymentMethod !== BANK_PAYMENT_METHOD) return
  const paidAt = paymentDate(intent.created, event)
  const gift = await context.payload.create({
    collection: 'donations',
    data: {
      ...donor,
      ...giftExtrasFromMetadata(intent.metadata),
      // Issue 49: the campaign it was given to and the donor's wall choice.
      ...(await campaignFieldsOfGift(context.payload, context.req, intent.metadata, donor, paidAt)),
      amountCents,
      // Issue 29: what the donor added for fees, kept apart so totals count the gift alone.
      feeCoveredCents: feeCoveredFromMetadata(intent.metadata, amountCents),
      upsell: upsellFromMetadata(intent.metadata),
      netAmountCents: settlement === 'paid' ? amountCents : 0,
      status: settlement,
      paymentMethod,
      type: 'one-time',
      frequency: 'one_time',
      isRecurring: false,
      stripePaymentIntentId: intent.id,
      level: await levelOf(context, intent.metadata),
      createdAt: paidAt,
    },
    req: context.req,
    overrideAccess: true,
  })
  if (settlement === 'paid') {
    await acknowledgeGift(context, gift.id)
    // The tribute card goes only once the money came (never on a bank payment's processing).
    await followTributeCard(context, intent.metadata, gift.id)
  } else context.afterCommit?.(() => sendBankPaymentNotice(context.payload, gift.id, settlement))
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

/**
 * Every paid invoice of a recurring gift is one row; the invoice alone carries all it needs. An
 * invoice paid by bank is first `processing` (written from its intent's event, below), and its
 * invoice.paid turns that same row paid.
 */
async function recordInvoice(event: Stripe.Event, context: Context, invoice: Stripe.Invoice, intent: Stripe.PaymentIntent | null) {
  const subscription = subscriptionOf(invoice)
  if (!subscription || !invoice.id) return
  // Issue 44: a subscription the old tool made, adopted by an import, names its donor here instead.
  const adopted = donorFromMetadata(subscription.metadata) ? null : await adoptedDonorOf(context.payload, context.req, subscription.id)
  const donor = donorFromMetadata(subscription.metadata) ?? (adopted ? adoptedDetails(adopted) : null)
  const frequency = adopted ? adopted.frequency : subscription.metadata?.donationType
  if (!donor || !isDonationType(frequency) || !isRecurring(frequency)) return
  const processing = intent !== null
  const amountCents = processing ? invoice.amount_due : invoice.amount_paid
  if (amountCents <= 0) return
  await lockPayment(context, invoice.id)
  const key = { column: 'stripe_invoice_id', value: invoice.id } as const
  const known = await giftRowOf(context, key)
  if (known) {
    if (processing) return
    const paid = await markGiftPaid(context, key, amountCents)
    if (paid !== null) await acknowledgeGift(context, paid)
    return followTributeCard(context, subscription.metadata, known.id)
  }
  const first = invoice.billing_reason === 'subscription_create'
  const paidAt = paymentDate(invoice.status_transitions?.paid_at ?? invoice.created, event)
  const gift = await context.payload.create({
    collection: 'donations',
    data: {
      ...donor,
      // Issue 49: every payment of a recurring gift counts for the campaign it was started on.
      ...(await campaignFieldsOfGift(context.payload, context.req, subscription.metadata, donor, paidAt)),
      // Every payment of a tribute gift keeps its dedication; the card goes with the first only.
      ...giftExtrasFromMetadata(subscription.metadata),
      amountCents,
      // Issue 29: every payment of a gift whose donor covers the fee carries it; the monthly
      // ask was answered once, and its answer belongs to the first payment.
      feeCoveredCents: feeCoveredFromMetadata(subscription.metadata, amountCents),
      upsell: first ? upsellFromMetadata(subscription.metadata) : null,
      netAmountCents: processing ? 0 : amountCents,
      status: processing ? 'processing' : 'paid',
      paymentMethod: intent ? await paymentMethodOfIntent(intent) : null,
      type: 'monthly',
      frequency,
      isRecurring: true,
      stripeInvoiceId: invoice.id,
      stripePaymentIntentId: intent?.id ?? null,
      stripeSubscriptionId: subscription.id,
      // A level's perk comes with joining: the first payment's receipt states it, not every renewal's.
      level: first ? await levelOf(context, subscription.metadata) : null,
      subscriptionStatus: (await wasCancelled(context, subscription.id)) ? 'cancelled' : 'active',
      createdAt: paidAt,
    },
    req: context.req,
    overrideAccess: true,
  })
  if (processing) context.afterCommit?.(() => sendBankPaymentNotice(context.payload, gift.id, 'processing'))
  else {
    await acknowledgeGift(context, gift.id)
    await followTributeCard(context, subscription.metadata, gift.id)
  }
}

async function onInvoicePaid(event: Stripe.Event, context: Context) {
  await recordInvoice(event, context, event.data.object as Stripe.Invoice, null)
}

/**
 * A recurring gift's invoice failed: its bank payment, if one was processing, ends failed. The
 * donor's e-mail about it is the recurring gift's own (server/ledger/webhook-handlers), not a second.
 */
async function onInvoiceFailed(event: Stripe.Event, context: Context) {
  const invoice = event.data.object as Stripe.Invoice
  if (!invoice.id) return
  await lockPayment(context, invoice.id)
  await markGiftFailed(context, { column: 'stripe_invoice_id', value: invoice.id })
}

/** An intent with no metadata of ours may pay a recurring gift's invoice by bank. */
async function onIntentProcessing(event: Stripe.Event, context: Context) {
  const intent = event.data.object as Stripe.PaymentIntent
  if (intent.metadata?.kind) return onOneTimeIntent(event, context, 'processing')
  const invoice = await invoiceOfIntent(intent.id)
  if (invoice) await recordInvoice(event, context, invoice, intent)
}

async function onIntentFailed(event: Stripe.Event, context: Context) {
  const intent = event.data.object as Stripe.PaymentIntent
  if (intent.metadata?.kind) return onOneTimeIntent(event, context, 'failed')
  // A recurring gift's processing row (found by its intent) ends failed; invoice.payment_failed tells the donor.
  await lockPayment(context, intent.id)
  await markGiftFailed(context, { column: 'stripe_payment_intent_id', value: intent.id })
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

/**
 * Stripe events that write gifts to the ledger (one-time gifts, recurring gifts' invoices, bank
 * payments from processing to paid or failed, cancellations).
 */
export const donationWebhookHandlers: StripeEventHandlers = {
  'payment_intent.succeeded': (event, context) => onOneTimeIntent(event, context, 'paid'),
  'payment_intent.processing': onIntentProcessing,
  'payment_intent.payment_failed': onIntentFailed,
  'invoice.paid': onInvoicePaid,
  'invoice.payment_failed': onInvoiceFailed,
  'customer.subscription.deleted': onSubscriptionDeleted,
}
