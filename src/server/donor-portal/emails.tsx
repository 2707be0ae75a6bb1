import type { Payload } from 'payload'

import { PaymentFailedEmail, PortalChangeEmail } from '@/email/donor-portal'
import { logger } from '@/lib/log'
import { centsToDecimal } from '@/lib/money'

import { mailDonor } from '@/email/donor'
import { foundationTimeZone } from '@/lib/zoned-time'
import type { FailedPayment } from '../ledger/recurring-gifts'

/**
 * Confirms a portal change by e-mail (issue 19's lifecycle e-mails): a donor who did not make it
 * learns at once. The change already happened in Stripe, so a failed send is logged, not raised.
 */
export async function confirmChange(payload: Payload, email: string, change: string) {
  try {
    await mailDonor(payload, email, (settings, frame) => ({
      body: <PortalChangeEmail {...frame} change={change} />,
      subject: `Your recurring gift to ${settings.foundationName} has changed`,
      neutralSubject: 'Your account has changed',
    }))
  } catch (error) {
    logger.error({ error: error instanceof Error ? error.name : 'unknown' }, 'portal change e-mail failed')
  }
}

/** Tells a donor her recurring gift's payment failed (sent after the event's transaction). */
export async function sendPaymentFailed(payload: Payload, failed: FailedPayment) {
  try {
    await mailDonor(payload, failed.email, async (_settings, frame) => {
      const timeZone = await foundationTimeZone(payload)
      const nextAttempt = failed.nextAttempt
        ? new Date(failed.nextAttempt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone })
        : null
      return {
        body: (
          <PaymentFailedEmail
            {...frame}
            firstName={failed.firstName}
            amount={centsToDecimal(failed.amountCents)}
            nextAttempt={nextAttempt}
            bank={failed.bank ?? false}
          />
        ),
        subject: 'Your recurring gift did not go through',
        neutralSubject: 'A payment did not go through',
      }
    })
  } catch (error) {
    logger.error({ error: error instanceof Error ? error.name : 'unknown' }, 'payment-failed e-mail failed')
  }
}
