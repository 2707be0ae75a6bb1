import type { Payload } from 'payload'

import { FREQUENCY_DESCRIPTIONS, type RecurringType } from '@/domain/donations/amounts'
import { RenewalReminderEmail } from '@/email/donor-portal'
import { renderEmail } from '@/email/layout'
import { logger } from '@/lib/log'
import { centsToDecimal } from '@/lib/money'

import { databasePool } from '@/lib/db'
import { donorEmailFrame, sendDonorEmail } from '@/email/donor'
import { foundationTimeZone } from '@/lib/zoned-time'

/** Schedules whose charges are large and rare enough to announce (issue 19). */
export const REMINDED_SCHEDULES: RecurringType[] = ['semi_annual', 'annual']
export const REMINDER_DAYS = 7

/**
 * E-mails each donor whose semi-annual or annual gift is charged within the next 7 days, once per
 * charge date: the reminder is claimed by inserting (subscription, charge date) into
 * `renewal_reminders`, so instances running the job at once, or a rerun, send it once. A failed
 * send gives the claim back for the next run. Runs from the jobs table (hourly).
 */
export async function sendRenewalReminders(payload: Payload, now = new Date()) {
  const pool = databasePool(payload)
  const { rows } = await pool.query<{
    subscription_id: string
    charge_date: Date
    email: string
    first_name: string
    amount_cents: string
    frequency: RecurringType
  }>(
    `WITH due AS (
       SELECT subscription_id, next_payment_date, email, first_name, amount_cents, frequency FROM recurring_gifts
       WHERE status = 'active' AND frequency::text = ANY($1)
         AND next_payment_date > $2 AND next_payment_date <= $2::timestamptz + make_interval(days => $3)
     ), claimed AS (
       INSERT INTO renewal_reminders (subscription_id, charge_date)
       SELECT subscription_id, next_payment_date FROM due
       ON CONFLICT DO NOTHING
       RETURNING subscription_id, charge_date
     )
     SELECT c.subscription_id, c.charge_date, d.email, d.first_name, d.amount_cents, d.frequency
     FROM claimed c JOIN due d ON d.subscription_id = c.subscription_id`,
    [REMINDED_SCHEDULES, now, REMINDER_DAYS],
  )
  if (rows.length === 0) return 0
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const timeZone = await foundationTimeZone(payload)
  let sent = 0
  for (const row of rows) {
    try {
      const chargeDate = new Date(row.charge_date).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone })
      const { html, text } = await renderEmail(
        <RenewalReminderEmail
          {...donorEmailFrame(settings)}
          firstName={row.first_name}
          amount={centsToDecimal(Number(row.amount_cents))}
          schedule={FREQUENCY_DESCRIPTIONS[row.frequency]}
          chargeDate={chargeDate}
        />,
      )
      await sendDonorEmail(payload, {
        to: row.email,
        subject: `Your gift to ${settings.foundationName} is charged on ${chargeDate}`,
        neutralSubject: `A payment is due on ${chargeDate}`,
        html,
        text,
      })
      sent++
    } catch (error) {
      logger.error({ error: error instanceof Error ? error.name : 'unknown' }, 'renewal reminder e-mail failed')
      await pool
        .query(`DELETE FROM renewal_reminders WHERE subscription_id = $1 AND charge_date = $2`, [row.subscription_id, row.charge_date])
        .catch(() => undefined)
    }
  }
  return sent
}
