import type { Payload } from 'payload'

import { PaymentFailedEmail, PortalChangeEmail } from '@/email/donor-portal'
import { renderEmail } from '@/email/layout'
import { logger } from '@/lib/log'
import { centsToDecimal } from '@/lib/money'
import { siteUrl } from '@/lib/site-url'

import { sendDonorEmail } from '@/email/donor'
import { foundationTimeZone } from '@/lib/zoned-time'
import type { FailedPayment } from '../ledger/recurring-gifts'

/**
 * Confirms a portal change by e-mail (issue 19's lifecycle e-mails): a donor who did not make it
 * learns at once. The change already happened in Stripe, so a failed send is logged, not raised.
 */
export async function confirmChange(payload: Payload, email: string, change: string) {
  try {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    const { html, text } = await renderEmail(
      <PortalChangeEmail
        brand={{ foundationName: settings.foundationName, contactEmail: settings.contactEmail }}
        change={change}
        portalUrl={`${siteUrl()}/my-giving`}
      />,
    )
    await sendDonorEmail(payload, {
      to: email,
      subject: `Your recurring gift to ${settings.foundationName} has changed`,
      neutralSubject: 'Your account has changed',
      html,
      text,
    })
  } catch (error) {
    logger.error({ error: error instanceof Error ? error.name : 'unknown' }, 'portal change e-mail failed')
  }
}

/** Tells a donor her recurring gift's payment failed (sent after the event's transaction). */
export async function sendPaymentFailed(payload: Payload, failed: FailedPayment) {
  try {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    const timeZone = await foundationTimeZone(payload)
    const nextAttempt = failed.nextAttempt
      ? new Date(failed.nextAttempt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone })
      : null
    const { html, text } = await renderEmail(
      <PaymentFailedEmail
        brand={{ foundationName: settings.foundationName, contactEmail: settings.contactEmail }}
        firstName={failed.firstName}
        amount={centsToDecimal(failed.amountCents)}
        nextAttempt={nextAttempt}
        bank={failed.bank ?? false}
        portalUrl={`${siteUrl()}/my-giving`}
      />,
    )
    await sendDonorEmail(payload, { to: failed.email, subject: 'Your recurring gift did not go through', neutralSubject: 'A payment did not go through', html, text })
  } catch (error) {
    logger.error({ error: error instanceof Error ? error.name : 'unknown' }, 'payment-failed e-mail failed')
  }
}
