import type { Payload } from 'payload'

import { logger } from '@/lib/log'
import { siteUrl } from '@/lib/site-url'

export type NotificationKind = 'contact-message' | 'drive-inquiry' | 'intake-request' | 'payment-dispute' | 'receipts-waiting'

const WHAT: Record<NotificationKind, { subject: string; path: string; lead: string }> = {
  'contact-message': { subject: 'New contact message', path: 'collections/contact-messages', lead: 'A new contact message arrived on the website.' },
  'drive-inquiry': { subject: 'New drive inquiry', path: 'collections/drive-inquiries', lead: 'A new drive inquiry arrived on the website.' },
  'intake-request': {
    subject: 'New boutique intake request',
    path: 'collections/intake-requests',
    lead: 'A new boutique intake request arrived on the website.',
  },
  // Stripe gives only days to answer a dispute: staff hear at once, and read the details in Stripe and the admin.
  'payment-dispute': {
    subject: 'A payment was disputed',
    path: 'collections/donations',
    lead: 'A card payment to the foundation was disputed with the card issuer. Stripe allows only a few days to respond.',
  },
  'receipts-waiting': {
    subject: 'Donation receipts are waiting for the EIN',
    path: 'globals/site-settings',
    lead: "Donors' receipts are not being e-mailed: Site settings has no real EIN yet (the demo's 00-0000000 or none). Enter the foundation's EIN and the waiting receipts go out within 15 minutes.",
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
    const link = `${siteUrl()}/admin/${what.path}`
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

/**
 * Issue 45: a Stripe payout did not reconcile. The treasurer accounts' addresses and the staff
 * address hear once per payout; the e-mail names the payout and counts, never a donor.
 */
export async function notifyUnmatchedPayout(payload: Payload, payout: { stripePayoutId: string; depositId: number; unmatchedLines: number; differenceCents: number }) {
  try {
    const treasurers = await payload.find({
      collection: 'users',
      where: { role: { equals: 'treasurer' } },
      depth: 0,
      limit: 100,
      overrideAccess: true,
    })
    const all = [...treasurers.docs.map((user) => user.email), await staffAddress(payload)].filter((address): address is string => Boolean(address))
    const to = [...new Map(all.map((address) => [address.toLowerCase(), address])).values()]
    if (to.length === 0) return
    const difference = (Math.abs(payout.differenceCents) / 100).toFixed(2)
    await payload.sendEmail({
      to,
      subject: `Stripe payout ${payout.stripePayoutId} does not reconcile`,
      text:
        `Stripe payout ${payout.stripePayoutId} does not match the site's records: ${payout.unmatchedLines} line(s) unmatched` +
        (payout.differenceCents !== 0 ? `, and its lines differ from the amount paid by $${difference}` : '') +
        `.\n\nOpen it in the staff panel to see what did not match: ${siteUrl()}/admin?tab=deposits&deposit=${payout.depositId}`,
    })
  } catch (error) {
    logger.error({ err: error }, '[notify] unmatched payout notice failed')
  }
}
