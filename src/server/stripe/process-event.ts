import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { isUniqueViolation } from '@/lib/db-errors'
import { recordWebhookLag } from '@/lib/telemetry'

import { noteWebhook } from '../alerts/alerts'
import { withTransaction } from '@/lib/db'
import { donorTags, safeRevalidateTag } from '@/lib/revalidate'

import { handlersFor } from './handlers'

export type ProcessResult = 'processed' | 'duplicate' | 'ignored'

/**
 * Records the event and applies its effects in one transaction. A second delivery of the same
 * event (in a row or at the same moment) hits the unique event id and changes nothing; a failing
 * handler rolls everything back so Stripe's retry can try again.
 */
export async function processStripeEvent(payload: Payload, event: Stripe.Event): Promise<ProcessResult> {
  const handlers = handlersFor(event.type)
  if (handlers.length === 0) return 'ignored'

  const already = await payload.count({ collection: 'stripe-events', where: { eventId: { equals: event.id } } })
  if (already.totalDocs > 0) return 'duplicate'

  const afterCommit: (() => Promise<unknown>)[] = []
  try {
    await withTransaction(payload, async (req) => {
      const object = event.data.object as { id?: string }
      await payload.create({
        collection: 'stripe-events',
        data: { eventId: event.id, type: event.type, objectId: object.id ?? null },
        req,
        overrideAccess: true,
      })
      for (const handler of handlers) await handler(event, { payload, req, afterCommit: (task) => afterCommit.push(task) })
    })
    // Issue 49: a gift paid, refunded or disputed moves campaign totals: every instance drops them.
    safeRevalidateTag(donorTags.campaignTotals)
    for (const task of afterCommit) {
      await task().catch((error: unknown) => {
        console.error(`[stripe] after-commit task of ${event.type} failed: ${error instanceof Error ? error.name : 'unknown'}`)
      })
    }
    return 'processed'
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate'
    throw error
  }
}

/**
 * A delivery to the webhook: processed as any event, and its outcome recorded for the alerts
 * (three refused deliveries in 15 minutes tell staff). The reconciliation's replays go to
 * processStripeEvent directly: they are not deliveries.
 */
export async function receiveStripeEvent(payload: Payload, event: Stripe.Event): Promise<ProcessResult> {
  let result: ProcessResult
  try {
    result = await processStripeEvent(payload, event)
  } catch (error) {
    await noteWebhook(payload, false, event.type)
    throw error
  }
  await noteWebhook(payload, true, event.type)
  recordWebhookLag(event.created)
  return result
}
