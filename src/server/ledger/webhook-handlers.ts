import type Stripe from 'stripe'

import { notifyStaff } from '@/email/staff'

import { sendPaymentFailed } from '../donor-portal/emails'
import { acknowledgeGift, followRefunds } from '../receipts/receipts'
import type { StripeEventContext, StripeEventHandler, StripeEventHandlers } from '../stripe/types'

import { applyChargeRefunded, applyDispute, intentIdOf, recordSponsorshipGifts } from './gifts'
import { invoicePaidByBank } from './bank-payments'
import { findLedgerPayment } from './payments'
import { payoutWebhookHandlers } from './payouts'
import { mirrorInvoice, mirrorSubscription } from './recurring-gifts'

const refunded: StripeEventHandler = async (event, context) => {
  const { payload, req } = context
  const charge = event.data.object as Stripe.Charge
  const paymentIntentId = intentIdOf(charge.payment_intent)
  if (!paymentIntentId || (await findLedgerPayment(payload, req, paymentIntentId)) === 'not-ours') return
  await followRefunds(context, await applyChargeRefunded(payload, req, { paymentIntentId, amountRefunded: charge.amount_refunded }))
}

/** Stripe gives days, not weeks, to answer a dispute: staff get a content-free e-mail at once. */
const disputeCreated: StripeEventHandler = async (event, { payload, req }) => {
  const dispute = event.data.object as Stripe.Dispute
  const paymentIntentId = intentIdOf(dispute.payment_intent)
  if (!paymentIntentId || (await findLedgerPayment(payload, req, paymentIntentId)) === 'not-ours') return
  await applyDispute(payload, req, { paymentIntentId, outcome: 'open' })
  // Not awaited: the mail server's speed must not hold the event's transaction open.
  void notifyStaff(payload, 'payment-dispute')
}

/** Won (or an inquiry closed without a chargeback) gives the gift back its value; lost takes it out of every total. */
const disputeClosed: StripeEventHandler = async (event, context) => {
  const { payload, req } = context
  const dispute = event.data.object as Stripe.Dispute
  const paymentIntentId = intentIdOf(dispute.payment_intent)
  if (!paymentIntentId || (await findLedgerPayment(payload, req, paymentIntentId)) === 'not-ours') return
  await followRefunds(context, await applyDispute(payload, req, { paymentIntentId, outcome: dispute.status === 'lost' ? 'lost' : 'won' }))
}

const subscriptionChanged =
  (deleted: boolean): StripeEventHandler =>
  async (event, { payload, req }) => {
    await mirrorSubscription(payload, req, { subscription: event.data.object as Stripe.Subscription, at: event.created, deleted })
  }

const invoiceSettled =
  (paid: boolean): StripeEventHandler =>
  async (event, context) => {
    const { payload, req, afterCommit } = context
    const invoice = event.data.object as Stripe.Invoice
    const failed = await mirrorInvoice(payload, req, { invoice, at: event.created, paid })
    // The ledger's area ran first: a bank payment of this invoice that was processing is failed now.
    if (failed && invoice.id) failed.bank = await invoicePaidByBank(context, invoice.id)
    if (failed) afterCommit?.(() => sendPaymentFailed(payload, failed))
  }

/**
 * The shop hands over the order its payment just marked paid, in the same transaction: its
 * sponsorship lines become gifts, each acknowledged with a receipt. Goods stay purchases.
 */
export async function recordPaidOrder(context: StripeEventContext, { orderId, paymentIntentId, paidAt }: { orderId: number; paymentIntentId: string; paidAt: Date }) {
  const { payload, req } = context
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, req, overrideAccess: true, disableErrors: true })
  if (!order?.paidAt || order.stripePaymentIntentId !== paymentIntentId) return
  const gifts = await recordSponsorshipGifts(payload, req, orderId, paidAt)
  for (const giftId of gifts) await acknowledgeGift(context, giftId)
}

/** Stripe events that follow a payment after it was made: refunds, disputes, recurring gifts, payouts. */
export const ledgerWebhookHandlers: StripeEventHandlers = {
  'charge.refunded': refunded,
  'charge.dispute.created': disputeCreated,
  'charge.dispute.closed': disputeClosed,
  'customer.subscription.created': subscriptionChanged(false),
  'customer.subscription.updated': subscriptionChanged(false),
  'customer.subscription.deleted': subscriptionChanged(true),
  'invoice.paid': invoiceSettled(true),
  'invoice.payment_failed': invoiceSettled(false),
  ...payoutWebhookHandlers,
}
