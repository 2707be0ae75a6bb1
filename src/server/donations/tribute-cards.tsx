import { createHash } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import type Stripe from 'stripe'

import type { DonationIntent } from '@/domain/donations/schema'
import type { Tribute } from '@/domain/donations/tribute-schema'
import { type TributeCard, type TributeType, tributeCardText } from '@/domain/donations/tribute'
import { sendDonorEmail } from '@/email/donor'
import { renderEmail } from '@/email/layout'
import { TributeCardEmail } from '@/email/tribute-card'
import { runSql } from '@/lib/db'
import { countHit, tooMany } from '@/lib/rate-limit'
import { logger } from '@/lib/log'

import type { StripeEventContext } from '../stripe/types'
import { tributeCardKeyFromMetadata } from './metadata'

/**
 * Tribute cards (issue 30). Stripe metadata holds at most 500 characters a value and should not
 * carry a third person's address, so the card (recipient, message, the donor's name as she wrote
 * it) waits in `tribute_cards` from the moment the gift is started, found by the key its intent's
 * metadata carries. It is linked to its ledger row when the payment succeeds — never on
 * `processing` — and e-mailed once: the send claims `sent_at`, so Stripe's replays (or several at
 * once) send one card. Staff may preview it and send it again from the gift.
 */
type CardRow = {
  id: number
  card_key: string
  donation_id: number | null
  tribute_type: TributeType
  honoree_name: string
  donor_name: string
  recipient_name: string
  recipient_email: string
  message: string | null
  sent_at: Date | null
  send_count: number
}

/** Called by create-intent before Stripe is asked; the same request sent twice keeps one card. */
export async function saveTributeCard(payload: Payload, key: string, input: DonationIntent): Promise<string | null> {
  const tribute = input.tribute
  if (!tribute?.notify) return null
  const [known] = await runSql<{ id: number }>(payload, undefined, sql`SELECT "id" FROM "tribute_cards" WHERE "card_key" = ${key}`)
  // Issue 42: at most 3 new cards a day from one donor's address (a replay of the same request
  // is the same card and costs nothing), so the form cannot mail strangers in bulk.
  if (!known) {
    const emailHash = createHash('sha256').update(input.email.trim().toLowerCase()).digest('hex').slice(0, 32)
    const hit = await countHit(payload, `tribute-cards:${emailHash}`, 86_400)
    if (hit.count > TRIBUTE_CARDS_PER_DAY) throw tooMany(TRIBUTE_CARDS_LIMIT_MESSAGE, hit.retryAfter)
  }
  await insertCard(payload, undefined, key, tribute, `${input.firstName} ${input.lastName}`, null)
  return key
}

export const TRIBUTE_CARDS_PER_DAY = 3
export const TRIBUTE_CARDS_LIMIT_MESSAGE = 'You can send at most 3 tribute cards a day. Please try again tomorrow.'

async function insertCard(payload: Payload, req: PayloadRequest | undefined, key: string, tribute: Tribute, donorName: string, donationId: number | null) {
  const notify = tribute.notify!
  await runSql(
    payload,
    req,
    sql`INSERT INTO "tribute_cards" ("card_key", "donation_id", "tribute_type", "honoree_name", "donor_name", "recipient_name", "recipient_email", "message")
        VALUES (${key}, ${donationId}, ${tribute.type}, ${tribute.honoreeName}, ${donorName}, ${notify.name}, ${notify.email}, ${notify.message ?? null})
        ON CONFLICT ("card_key") DO NOTHING`,
  )
}

/**
 * The payment of a gift succeeded and its ledger row exists (just written, or by an earlier
 * delivery): the card, if any, is linked to the row in the event's transaction and sent once it
 * committed.
 */
export async function followTributeCard(context: StripeEventContext, metadata: Stripe.Metadata | null | undefined, donationId: number) {
  const key = tributeCardKeyFromMetadata(metadata)
  if (!key) return
  const { payload, req, afterCommit } = context
  const linked = await runSql<{ id: number }>(
    payload,
    req,
    sql`UPDATE "tribute_cards" SET "donation_id" = coalesce("donation_id", ${donationId}), "updated_at" = now()
        WHERE "card_key" = ${key} RETURNING "id"`,
  )
  if (linked.length > 0) afterCommit?.(() => sendTributeCard(payload, key))
}

/**
 * Offline gifts (helper C1's gift entry) can carry a tribute too: call this in the gift's
 * transaction; it writes the tribute on the row and, with a recipient, a card linked to it.
 * After the commit, `sendTributeCard(payload, key)` with the key it answers sends the card.
 */
export async function recordTribute(payload: Payload, req: PayloadRequest | undefined, donationId: number, tribute: Tribute, donorName: string) {
  await runSql(
    payload,
    req,
    sql`UPDATE "donations" SET "tribute_type" = ${tribute.type}::"enum_donations_tribute_type", "tribute_honoree_name" = ${tribute.honoreeName}
        WHERE "id" = ${donationId}`,
  )
  if (!tribute.notify) return null
  const key = `gift-${donationId}`
  await insertCard(payload, req, key, tribute, donorName, donationId)
  return key
}

async function cardFor(payload: Payload, row: CardRow) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const card: TributeCard = {
    recipientName: row.recipient_name,
    donorName: row.donor_name,
    type: row.tribute_type,
    honoreeName: row.honoree_name,
    message: row.message,
    foundationName: settings.foundationName,
  }
  const { subject } = tributeCardText(card)
  const { html, text } = await renderEmail(<TributeCardEmail card={card} contactEmail={settings.contactEmail} />)
  return { to: row.recipient_email, subject, html, text }
}

async function deliver(payload: Payload, row: CardRow) {
  const mail = await cardFor(payload, row)
  // The foundation's address, unless the recipient herself once asked for discretion as a donor.
  await sendDonorEmail(payload, { ...mail, neutralSubject: 'A message for you' })
}

/** Sends the card once its gift is paid; a second call (a replayed event) sends nothing. */
export async function sendTributeCard(payload: Payload, key: string): Promise<boolean> {
  const [row] = await runSql<CardRow>(
    payload,
    undefined,
    sql`UPDATE "tribute_cards" SET "sent_at" = now(), "send_count" = "send_count" + 1, "updated_at" = now()
        WHERE "card_key" = ${key} AND "sent_at" IS NULL AND "donation_id" IS NOT NULL RETURNING *`,
  )
  if (!row) return false
  try {
    await deliver(payload, row)
    return true
  } catch (error) {
    // By kind only: the message may quote the recipient's address.
    logger.error({ error: error instanceof Error ? error.name : 'unknown' }, '[tribute] card e-mail failed')
    await runSql(
      payload,
      undefined,
      sql`UPDATE "tribute_cards" SET "sent_at" = NULL, "send_count" = "send_count" - 1 WHERE "id" = ${row.id}`,
    ).catch(() => undefined)
    return false
  }
}

async function cardOfGift(payload: Payload, donationId: number) {
  const [row] = await runSql<CardRow>(
    payload,
    undefined,
    sql`SELECT * FROM "tribute_cards" WHERE "donation_id" = ${donationId} ORDER BY "id" LIMIT 1`,
  )
  return row ?? null
}

/** The staff preview of a gift's card: to whom, the subject and the body as sent; null without one. */
export async function previewTributeCard(payload: Payload, donationId: number) {
  const row = await cardOfGift(payload, donationId)
  if (!row) return null
  const mail = await cardFor(payload, row)
  return {
    recipientName: row.recipient_name,
    recipientEmail: row.recipient_email,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
    sendCount: Number(row.send_count),
  }
}

/** Staff send the card again (the family lost it, or the first send failed): null without a card. */
export async function resendTributeCard(payload: Payload, donationId: number) {
  const row = await cardOfGift(payload, donationId)
  if (!row) return null
  await deliver(payload, row)
  await runSql(
    payload,
    undefined,
    sql`UPDATE "tribute_cards" SET "sent_at" = now(), "send_count" = "send_count" + 1, "updated_at" = now() WHERE "id" = ${row.id}`,
  )
  return previewTributeCard(payload, donationId)
}

/** Cards of gifts never paid hold a third person's address: gone after 30 days. */
export async function pruneUnpaidTributeCards(payload: Payload) {
  await runSql(
    payload,
    undefined,
    sql`DELETE FROM "tribute_cards" WHERE "donation_id" IS NULL AND "created_at" < now() - interval '30 days'`,
  )
}
