import { after } from 'next/server'
import type { Payload } from 'payload'

import { NEWSLETTER_ALREADY, NEWSLETTER_WELCOME } from '@/domain/newsletter/schema'
import { isUniqueViolation } from '@/lib/db-errors'
import { logger } from '@/lib/log'

import { refreshDonorContacts } from './donors/consolidate'

/**
 * A subscriber reaches the staff's donor contacts without a consolidation. After the answer has
 * gone, and for a known address as for a new one, so the answer's timing tells no one which it
 * was; a failure never fails her sign-up (a full consolidation repairs it).
 */
async function refreshContactLater(payload: Payload, email: string) {
  const refresh = () =>
    refreshDonorContacts(payload, [email]).catch((error: unknown) => {
      logger.error({ error: error instanceof Error ? error.name : 'unknown' }, 'donor contact refresh failed')
    })
  try {
    after(refresh)
  } catch {
    // Outside a request (seed script, test): now.
    await refresh()
  }
}

/**
 * Adds a subscriber, or re-activates one who is already known. A repeat sign-up is a friendly
 * success and never a second row (the e-mail column is unique, so a race ends the same way).
 */
export async function subscribe(payload: Payload, input: { email: string; source: string }) {
  const existing = await payload.find({
    collection: 'newsletter-subscribers',
    where: { email: { equals: input.email } },
    limit: 1,
    depth: 0,
  })
  const found = existing.docs[0]
  if (found) {
    if (!found.isActive) {
      await payload.update({ collection: 'newsletter-subscribers', id: found.id, data: { isActive: true } })
    }
    await refreshContactLater(payload, input.email)
    return { created: false, message: NEWSLETTER_ALREADY }
  }
  try {
    await payload.create({
      collection: 'newsletter-subscribers',
      data: { email: input.email, source: input.source, isActive: true, subscribedAt: new Date().toISOString() },
    })
    await refreshContactLater(payload, input.email)
    return { created: true, message: NEWSLETTER_WELCOME }
  } catch (error) {
    if (isUniqueViolation(error)) {
      await refreshContactLater(payload, input.email)
      return { created: false, message: NEWSLETTER_ALREADY }
    }
    throw error
  }
}
