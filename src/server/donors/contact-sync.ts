import { sql } from '@payloadcms/db-postgres/drizzle'
import type Stripe from 'stripe'

import { logger } from '@/lib/log'

import { runSql } from '@/lib/db'
import type { StripeEventHandler, StripeEventHandlers } from '../stripe/types'

import { refreshDonorContacts } from './consolidate'

const idOf = (value: unknown): string | null => {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string') return (value as { id: string }).id
  return null
}

/** Every Stripe id an event's object names that a ledger row, an order or a recurring gift may carry. */
function stripeIdsOf(event: Stripe.Event): string[] {
  const object = event.data.object as {
    id?: string
    payment_intent?: unknown
    subscription?: unknown
    parent?: { subscription_details?: { subscription?: unknown } | null } | null
  }
  return [object.id, idOf(object.payment_intent), idOf(object.subscription), idOf(object.parent?.subscription_details?.subscription)].filter(
    (id): id is string => typeof id === 'string' && id.length > 0,
  )
}

/**
 * Runs after every other area's handler, in the event's transaction: whoever the event's facts
 * are about (the e-mails of the gifts, paid orders and recurring gifts it touched) gets her donor
 * contact refreshed once the transaction committed — staff numbers follow each payment, refund,
 * dispute and schedule change without anyone pressing "Run data consolidation".
 */
const refreshContactsOfEvent: StripeEventHandler = async (event, { payload, req, afterCommit }) => {
  const ids = stripeIdsOf(event)
  if (ids.length === 0 || !afterCommit) return
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
  const rows = await runSql<{ email: string }>(
    payload,
    req,
    sql`SELECT lower("email") AS "email" FROM "donations"
          WHERE "stripe_payment_intent_id" IN (${list}) OR "stripe_invoice_id" IN (${list}) OR "stripe_subscription_id" IN (${list})
             OR "order_id" IN (SELECT "id" FROM "orders" WHERE "stripe_payment_intent_id" IN (${list}))
        UNION SELECT lower("email") FROM "orders" WHERE "stripe_payment_intent_id" IN (${list}) AND "paid_at" IS NOT NULL
        UNION SELECT lower("email") FROM "recurring_gifts" WHERE "subscription_id" IN (${list})`,
  )
  const emails = rows.map((row) => row.email)
  if (emails.length === 0) return
  afterCommit(() =>
    refreshDonorContacts(payload, emails).catch((error: unknown) => {
      // A missed refresh is repaired by the next fact about her or by a full consolidation.
      logger.error({ error: error instanceof Error ? error.name : 'unknown' }, 'donor contact refresh failed')
    }),
  )
}

/** The Stripe events that change what a donor contact shows. */
export const contactWebhookHandlers: StripeEventHandlers = Object.fromEntries(
  [
    'payment_intent.succeeded',
    // A bank payment's row appears processing and may end failed (issue 29): counted in no total.
    'payment_intent.processing',
    'payment_intent.payment_failed',
    'invoice.paid',
    'invoice.payment_failed',
    'charge.refunded',
    'charge.dispute.created',
    'charge.dispute.closed',
    'customer.subscription.created',
    'customer.subscription.updated',
    'customer.subscription.deleted',
  ].map((type) => [type, refreshContactsOfEvent]),
)
