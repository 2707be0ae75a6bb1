import type { Payload } from 'payload'

export type NotificationKind = 'contact-message' | 'drive-inquiry' | 'intake-request'

const WHAT: Record<NotificationKind, { subject: string; collection: string; noun: string }> = {
  'contact-message': { subject: 'New contact message', collection: 'contact-messages', noun: 'A new contact message' },
  'drive-inquiry': { subject: 'New drive inquiry', collection: 'drive-inquiries', noun: 'A new drive inquiry' },
  'intake-request': { subject: 'New boutique intake request', collection: 'intake-requests', noun: 'A new boutique intake request' },
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
    const base = (process.env.NEXT_PUBLIC_SERVER_URL || '').replace(/\/$/, '')
    const link = `${base}/admin/collections/${what.collection}`
    await payload.sendEmail({
      to,
      subject: what.subject,
      text: `${what.noun} arrived on the website.\n\nSign in to read it: ${link}\n\nFor the privacy of the people who write to us, this e-mail never contains their answers.`,
    })
  } catch (error) {
    console.error(`[notify] ${kind} notification failed: ${error instanceof Error ? error.name : 'unknown'}`)
  }
}

/** Where staff notices go: STAFF_NOTIFICATION_EMAIL, else the contact address of Site settings. */
export async function staffAddress(payload: Payload) {
  if (process.env.STAFF_NOTIFICATION_EMAIL) return process.env.STAFF_NOTIFICATION_EMAIL
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  return settings.contactEmail
}
