import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { logger } from '@/lib/log'
import { centsToDecimal } from '@/lib/money'
import { requireStripe } from '@/lib/stripe'
import { processStripeEvent } from '@/server/stripe/process-event'

import { checkReconciliation } from '@/server/alerts/alerts'
import { databasePool } from '@/lib/db'

import { COUNTED_GIFT_SQL } from './payment-methods-report'

/** Stripe's Events API keeps 30 days: a first run (or one after a long pause) starts there. */
const EVENTS_RETENTION_SECONDS = 30 * 24 * 60 * 60
/**
 * Each run starts a day before the previous one ended: an event Stripe stamped just before the
 * last run but listed only after it is still seen. Replays are free, since the processor skips
 * what it already applied.
 */
const OVERLAP_SECONDS = 24 * 60 * 60

export type DriftEntry = {
  kind: 'missing_in_ledger' | 'missing_in_stripe'
  paymentIntentId: string
  what: 'donation' | 'order'
  amount: string
  created: string
}

export type ReconcileResult = { eventsSeen: number; eventsApplied: number; drift: DriftEntry[] }

/**
 * Replays Stripe's events since the last reconciliation through the webhook's own idempotent
 * processor, oldest first, so a delivery that never arrived is applied exactly once and one that
 * did is skipped; then records a drift report. A PostgreSQL advisory lock held for the whole run
 * makes concurrent runs (two instances, a double click, the daily job meeting a staff request)
 * take turns: the second finds everything applied.
 */
export async function reconcileWithStripe(payload: Payload, now = new Date()): Promise<ReconcileResult> {
  const stripe = requireStripe()
  const lock = await databasePool(payload).connect()
  try {
    await lock.query(`SELECT pg_advisory_lock(hashtext('stripe-reconcile'))`)
    try {
      return await run(payload, stripe, now)
    } finally {
      await lock.query(`SELECT pg_advisory_unlock(hashtext('stripe-reconcile'))`)
    }
  } finally {
    lock.release()
  }
}

async function run(payload: Payload, stripe: Stripe, now: Date): Promise<ReconcileResult> {
  const nowSeconds = Math.floor(now.getTime() / 1000)
  const { rows } = await databasePool(payload).query<{ events_until: Date }>(
    'SELECT events_until FROM reconciliation_runs ORDER BY events_until DESC LIMIT 1',
  )
  const oldest = nowSeconds - EVENTS_RETENTION_SECONDS
  const since = rows[0] ? Math.max(oldest, Math.floor(rows[0].events_until.getTime() / 1000) - OVERLAP_SECONDS) : oldest

  const events: Stripe.Event[] = []
  for await (const event of stripe.events.list({ created: { gte: since }, limit: 100 })) events.push(event)
  events.sort((a, b) => a.created - b.created || a.id.localeCompare(b.id))

  let applied = 0
  // An event that cannot be applied yet (a refund whose payment Stripe no longer lists) does not
  // stop the others; the next run starts no later than it, so it is tried again.
  let retryFrom: number | null = null
  for (const event of events) {
    try {
      if ((await processStripeEvent(payload, event)) === 'processed') applied++
    } catch (error) {
      retryFrom ??= event.created
      logger.warn({ eventType: event.type, error: error instanceof Error ? error.name : 'unknown' }, 'reconciliation: event not applied yet')
    }
  }

  const drift = await driftSince(payload, stripe, since)
  // Stamped with the run's own clock, the one its alert is claimed with.
  await databasePool(payload).query(
    `INSERT INTO reconciliation_runs (events_since, events_until, events_seen, events_applied, drift, created_at, updated_at)
     VALUES (to_timestamp($1), to_timestamp($2), $3, $4, $5, $6, $6)`,
    [since, retryFrom !== null ? Math.min(nowSeconds, retryFrom + OVERLAP_SECONDS) : nowSeconds, events.length, applied, JSON.stringify(drift), now],
  )
  // Missed events or drift tell staff (one e-mail an hour, counts only).
  await checkReconciliation(payload, now).catch((error: unknown) => {
    logger.error(`reconciliation: alert check failed: ${error instanceof Error ? error.name : 'unknown'}`)
  })
  return { eventsSeen: events.length, eventsApplied: applied, drift }
}

/**
 * Succeeded PaymentIntents of gifts and orders that Stripe holds since `since` and the ledger
 * lacks, and ledger payments since then that Stripe does not list as succeeded. A bank payment
 * the ledger holds as processing (or failed) is not in the books: Stripe's success is then missing. Recurring gifts
 * are paid by invoices and reconciled through their events only.
 */
async function driftSince(payload: Payload, stripe: Stripe, since: number): Promise<DriftEntry[]> {
  const held = new Map<string, { what: 'donation' | 'order'; amount: number; created: number }>()
  for await (const intent of stripe.paymentIntents.list({ created: { gte: since }, limit: 100 })) {
    if (intent.status !== 'succeeded') continue
    const kind = intent.metadata?.kind
    if (kind === 'order') held.set(intent.id, { what: 'order', amount: intent.amount_received || intent.amount, created: intent.created })
    else if (kind === 'donation' && intent.metadata.donationType === 'one_time') {
      held.set(intent.id, { what: 'donation', amount: intent.amount_received || intent.amount, created: intent.created })
    }
  }

  const { rows: ledger } = await databasePool(payload).query<{ id: string; what: 'donation' | 'order'; cents: string; created: Date }>(
    `SELECT stripe_payment_intent_id AS id, 'donation' AS what, amount_cents AS cents, created_at AS created
       FROM donations WHERE stripe_payment_intent_id IS NOT NULL AND created_at >= to_timestamp($1) AND ${COUNTED_GIFT_SQL}
     UNION ALL
     SELECT stripe_payment_intent_id, 'order', total_cents, paid_at
       FROM orders WHERE stripe_payment_intent_id IS NOT NULL AND paid_at >= to_timestamp($1)`,
    [since],
  )
  const recorded = new Set(ledger.map((row) => row.id))
  const { rows: known } = held.size
    ? await databasePool(payload).query<{ id: string }>(
        `SELECT stripe_payment_intent_id AS id FROM donations WHERE stripe_payment_intent_id = ANY($1::text[]) AND ${COUNTED_GIFT_SQL}
         UNION SELECT stripe_payment_intent_id FROM orders WHERE paid_at IS NOT NULL AND stripe_payment_intent_id = ANY($1::text[])`,
        [[...held.keys()]],
      )
    : { rows: [] }
  const inLedger = new Set([...recorded, ...known.map((row) => row.id)])

  const drift: DriftEntry[] = []
  for (const [id, payment] of held) {
    if (!inLedger.has(id)) {
      drift.push({
        kind: 'missing_in_ledger',
        paymentIntentId: id,
        what: payment.what,
        amount: centsToDecimal(payment.amount),
        created: new Date(payment.created * 1000).toISOString(),
      })
    }
  }
  for (const row of ledger) {
    if (!held.has(row.id)) {
      drift.push({
        kind: 'missing_in_stripe',
        paymentIntentId: row.id,
        what: row.what,
        amount: centsToDecimal(Number(row.cents)),
        created: row.created.toISOString(),
      })
    }
  }
  return drift
}
