import type { Payload } from 'payload'

import { logger } from '@/lib/log'
import { siteUrl } from '@/lib/site-url'

export type NotificationKind = 'contact-message' | 'drive-inquiry' | 'intake-request' | 'payment-dispute'

const WHAT: Record<NotificationKind, { subject: string; collection: string; lead: string }> = {
  'contact-message': { subject: 'New contact message', collection: 'contact-messages', lead: 'A new contact message arrived on the website.' },
  'drive-inquiry': { subject: 'New drive inquiry', collection: 'drive-inquiries', lead: 'A new drive inquiry arrived on the website.' },
  'intake-request': {
    subject: 'New boutique intake request',
    collection: 'intake-requests',
    lead: 'A new boutique intake request arrived on the website.',
  },
  // Stripe gives only days to answer a dispute: staff hear at once, and read the details in Stripe and the admin.
  'payment-dispute': {
    subject: 'A payment was disputed',
    collection: 'donations',
    lead: 'A card payment to the foundation was disputed with the card issuer. Stripe allows only a few days to respond.',
  },
}

/**
 * Tells staff that something arrived and where to read it — never what it says. E-mail passes
 * through servers and inboxes the foundation does not control, and a woman's intake answers (or a
 * support message) must stay in the staff panel. Failures are logged and swallowed: the
 * visitor's submission is already stored.
 */
export async function notifyStaff(payload: Payload, kind: NotificationKind) {
  const what = WHAT[kind]
  try {
    const to = await staffAddress(payload)
    if (!to) return
    const link = `${siteUrl()}/admin/collections/${what.collection}`
    await payload.sendEmail({
      to,
      subject: what.subject,
      text: `${what.lead}\n\nSign in to read it: ${link}\n\nFor the privacy of the people who write to us, this e-mail never contains their answers.`,
    })
  } catch (error) {
    logger.error({ err: error, kind }, '[notify] staff notification failed')
  }
}

/** Where staff notices go: STAFF_NOTIFICATION_EMAIL, else the contact address of Site settings. */
export async function staffAddress(payload: Payload) {
  if (process.env.STAFF_NOTIFICATION_EMAIL) return process.env.STAFF_NOTIFICATION_EMAIL
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  return settings.contactEmail
}
