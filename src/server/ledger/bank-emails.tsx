import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { BankPaymentFailedEmail, BankPaymentProcessingEmail } from '@/email/bank-payment'
import { isDiscreetDonor, sendDonorEmail } from '@/email/donor'
import { renderEmail } from '@/email/layout'
import { runSql } from '@/lib/db'
import { logger } from '@/lib/log'
import { centsToDecimal } from '@/lib/money'
import { siteUrl } from '@/lib/site-url'

/**
 * The one e-mail a bank payment's donor gets while it settles: when it starts processing, or when
 * it failed. Sent after the event's transaction committed, by the event that moved the row (a
 * replay moves nothing and sends nothing). A failed send is logged by kind, never with the address.
 */
export async function sendBankPaymentNotice(payload: Payload, donationId: number, notice: 'processing' | 'failed') {
  try {
    const [gift] = await runSql<{ first_name: string; email: string; amount_cents: string }>(
      payload,
      undefined,
      sql`SELECT "first_name", "email", "amount_cents" FROM "donations" WHERE "id" = ${donationId}`,
    )
    if (!gift) return
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    const brand = { foundationName: settings.foundationName, contactEmail: settings.contactEmail }
    const discreet = await isDiscreetDonor(payload, gift.email)
    const amount = centsToDecimal(Number(gift.amount_cents))
    const { html, text } = await renderEmail(
      notice === 'processing' ? (
        <BankPaymentProcessingEmail brand={brand} firstName={gift.first_name} amount={amount} discreet={discreet} />
      ) : (
        <BankPaymentFailedEmail brand={brand} firstName={gift.first_name} amount={amount} donateUrl={`${siteUrl()}/donate`} discreet={discreet} />
      ),
    )
    await sendDonorEmail(payload, {
      discreet,
      to: gift.email,
      subject:
        notice === 'processing'
          ? `Your gift to ${settings.foundationName} is on its way`
          : `Your gift to ${settings.foundationName} did not go through`,
      neutralSubject: notice === 'processing' ? 'A payment is on its way' : 'A payment did not go through',
      html,
      text,
    })
  } catch (error) {
    logger.error({ error: error instanceof Error ? error.name : 'unknown' }, `bank payment ${notice} e-mail failed`)
  }
}
