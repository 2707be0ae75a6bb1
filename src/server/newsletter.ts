import type { Payload } from 'payload'

import { NEWSLETTER_ALREADY, NEWSLETTER_WELCOME } from '@/domain/newsletter/schema'
import { isUniqueViolation } from '@/lib/db-errors'

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
    return { created: false, message: NEWSLETTER_ALREADY }
  }
  try {
    await payload.create({
      collection: 'newsletter-subscribers',
      data: { email: input.email, source: input.source, isActive: true, subscribedAt: new Date().toISOString() },
    })
    return { created: true, message: NEWSLETTER_WELCOME }
  } catch (error) {
    if (isUniqueViolation(error)) return { created: false, message: NEWSLETTER_ALREADY }
    throw error
  }
}
