import { createHash, randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { type DonationType, frequencyWord, isDonationType } from '@/domain/donations/amounts'
import { DEFAULT_GIFT_REMINDER_MINUTES, GIFT_REFERENCE_UNKNOWN, REMINDER_TOKEN, resumePath } from '@/domain/donations/reminders'
import { isDiscreetDonor, sendDonorEmail } from '@/email/donor'
import { GiftReminderEmail } from '@/email/gift-reminder'
import { renderEmail } from '@/email/layout'
import { databasePool } from '@/lib/db'
import { ApiError } from '@/lib/http'
import { logger } from '@/lib/log'
import { centsToDecimal } from '@/lib/money'
import { siteUrl } from '@/lib/site-url'

import { isGiftReference } from './gift-reference'

/**
 * "E-mail me a link to finish later" (issue 30). A request is stored with its due time (Site
 * settings' `giftReminderMinutes` from now); the `gift-reminders` job sends what is due. Nothing
 * is sent for a discreet gift or a discreet donor's address, none when a gift from the address
 * succeeded since she asked, and at most one per address per day. The link's token is random
 * and stored only as its hash; it reopens the form with the amount and frequency, nothing else.
 * Issue 42: only for a gift the server started for that address (its signed reference), at most
 * once per gift, never to an address that unsubscribed; each carries a one-click unsubscribe.
 */
const TOKEN_DAYS = 30

function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

async function reminderMinutes(payload: Payload) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const minutes = Number(settings.giftReminderMinutes)
  return Number.isFinite(minutes) && minutes >= 1 ? Math.round(minutes) : DEFAULT_GIFT_REMINDER_MINUTES
}

/** Stores a reminder when one may be sent; the caller answers 202 whatever happened. */
export async function requestGiftReminder(
  payload: Payload,
  input: { email: string; amountCents: number; donationType: DonationType; discreet?: boolean; reference: string },
): Promise<void> {
  // A reference this site did not issue for this very gift (address, amount, frequency) names no gift.
  if (!isGiftReference(input.reference, input)) throw new ApiError(404, GIFT_REFERENCE_UNKNOWN)
  if (input.discreet) return
  const email = input.email.trim().toLowerCase()
  if (await isDiscreetDonor(payload, email)) return
  if (await hasOptedOut(payload, email)) return
  const pool = databasePool(payload)
  const minutes = await reminderMinutes(payload)
  const token = randomBytes(32).toString('base64url')
  // One per gift (the unique gift_ref) and one a day per address: a second request adds nothing.
  await pool.query(
    `INSERT INTO donation_reminders (token_hash, email, amount_cents, donation_type, due_at, gift_ref)
     SELECT $1::varchar, $2::varchar, $3::integer, $4::varchar, now() + make_interval(mins => $5::integer), $6::varchar
     WHERE NOT EXISTS (SELECT 1 FROM donation_reminders WHERE email = $2::varchar AND created_at > now() - interval '1 day')
     ON CONFLICT (gift_ref) DO NOTHING`,
    [hashToken(token), email, input.amountCents, input.donationType, minutes, hashToken(input.reference)],
  )
}

async function hasOptedOut(payload: Payload, email: string) {
  const { rows } = await databasePool(payload).query(`SELECT 1 FROM gift_reminder_opt_outs WHERE email_hash = $1`, [hashToken(email)])
  return rows.length > 0
}

/**
 * The one-click unsubscribe of a reminder (RFC 8058): the token of its link stops every later
 * reminder to its address. False for an unknown or expired token.
 */
export async function unsubscribeByToken(payload: Payload, token: string) {
  if (!REMINDER_TOKEN.test(token)) return false
  const pool = databasePool(payload)
  const { rows } = await pool.query<{ email: string }>(
    `SELECT email FROM donation_reminders WHERE token_hash = $1 AND created_at > now() - make_interval(days => $2::integer)`,
    [hashToken(token), TOKEN_DAYS],
  )
  const row = rows[0]
  if (!row) return false
  await pool.query(`INSERT INTO gift_reminder_opt_outs (email_hash) VALUES ($1) ON CONFLICT (email_hash) DO NOTHING`, [hashToken(row.email)])
  await pool.query(`UPDATE donation_reminders SET sent_at = now(), outcome = 'skipped' WHERE email = $1 AND sent_at IS NULL`, [row.email])
  return true
}

/** What a reminder's link reopens the form with; null for an unknown or expired token. */
export async function reminderByToken(payload: Payload, token: string) {
  if (!REMINDER_TOKEN.test(token)) return null
  const { rows } = await databasePool(payload).query<{ amount_cents: number; donation_type: string }>(
    `SELECT amount_cents, donation_type FROM donation_reminders
     WHERE token_hash = $1 AND created_at > now() - make_interval(days => $2::integer)`,
    [hashToken(token), TOKEN_DAYS],
  )
  const row = rows[0]
  if (!row || !isDonationType(row.donation_type)) return null
  return { amount: centsToDecimal(Number(row.amount_cents)), donationType: row.donation_type }
}

type DueRow = { id: number; email: string; amount_cents: number; donation_type: string; created_at: Date }

/**
 * The `gift-reminders` job: every due reminder is claimed (so a second runner skips it), then
 * skipped or sent. `now` lets a test look ahead instead of waiting. Returns how many were sent.
 */
export async function sendDueGiftReminders(payload: Payload, now = new Date()) {
  const pool = databasePool(payload)
  await pool.query(`DELETE FROM donation_reminders WHERE created_at < now() - make_interval(days => $1::integer)`, [TOKEN_DAYS])
  const { rows: due } = await pool.query<DueRow>(
    `UPDATE donation_reminders SET sent_at = now(), outcome = 'sending'
     WHERE id IN (SELECT id FROM donation_reminders WHERE sent_at IS NULL AND due_at <= $1::timestamptz ORDER BY due_at LIMIT 200 FOR UPDATE SKIP LOCKED)
     RETURNING id, email, amount_cents, donation_type, created_at`,
    [now],
  )
  let sent = 0
  for (const reminder of due) {
    const outcome = (await shouldSkip(payload, reminder)) ? 'skipped' : (await send(payload, reminder)) ? 'sent' : null
    if (outcome === null) {
      // The send failed: the claim is given back for the next run.
      await pool.query(`UPDATE donation_reminders SET sent_at = NULL, outcome = NULL WHERE id = $1`, [reminder.id])
      continue
    }
    await pool.query(`UPDATE donation_reminders SET outcome = $2 WHERE id = $1`, [reminder.id, outcome])
    if (outcome === 'sent') sent += 1
  }
  return sent
}

async function shouldSkip(payload: Payload, reminder: DueRow) {
  if (!isDonationType(reminder.donation_type)) return true
  if (await isDiscreetDonor(payload, reminder.email)) return true
  if (await hasOptedOut(payload, reminder.email)) return true
  const { rows } = await databasePool(payload).query(
    `SELECT 1 FROM donations WHERE lower(email) = $1::varchar AND updated_at >= $2::timestamptz
     UNION ALL
     SELECT 1 FROM donation_reminders WHERE email = $1::varchar AND id <> $3::integer AND outcome = 'sent' AND sent_at > now() - interval '1 day'
     LIMIT 1`,
    [reminder.email, reminder.created_at, reminder.id],
  )
  return rows.length > 0
}

async function send(payload: Payload, reminder: DueRow) {
  try {
    // A new token per e-mail: the stored hash is replaced, so only this e-mail's link works.
    const token = randomBytes(32).toString('base64url')
    await databasePool(payload).query(`UPDATE donation_reminders SET token_hash = $2 WHERE id = $1`, [reminder.id, hashToken(token)])
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    const type = reminder.donation_type as DonationType
    const { html, text } = await renderEmail(
      <GiftReminderEmail
        link={`${siteUrl()}${resumePath(token)}`}
        amount={centsToDecimal(Number(reminder.amount_cents))}
        frequency={type === 'one_time' ? 'one-time' : frequencyWord(type)}
        brand={{ foundationName: settings.foundationName, contactEmail: settings.contactEmail }}
      />,
    )
    // RFC 8058 one-click unsubscribe: mail clients POST "List-Unsubscribe=One-Click" to the link.
    const unsubscribe = `${siteUrl()}/api/donation-reminders/${token}`
    await sendDonorEmail(payload, {
      to: reminder.email,
      subject: 'Finish your gift',
      neutralSubject: 'Finish your gift',
      html,
      text,
      discreet: false,
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    })
    return true
  } catch (error) {
    logger.error({ error: error instanceof Error ? error.name : 'unknown' }, '[donations] gift reminder e-mail failed')
    return false
  }
}
