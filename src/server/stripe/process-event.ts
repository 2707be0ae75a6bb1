import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { isUniqueViolation } from '@/lib/db-errors'

import { withTransaction } from '@/lib/db'

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
