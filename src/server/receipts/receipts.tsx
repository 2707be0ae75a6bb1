import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { receiptsWaitForEin } from '@/domain/donations/receipt'
import { isDiscreetDonor, sendDonorEmail } from '@/email/donor'
import { renderEmail } from '@/email/layout'
import { ReceiptEmail } from '@/email/receipt'
import { notifyStaff } from '@/email/staff'
import { runSql } from '@/lib/db'
import { logger } from '@/lib/log'
import { countHit } from '@/lib/rate-limit'
import { siteUrl } from '@/lib/site-url'

import { receiptPdf } from '../documents/receipt-pdf'
import type { StripeEventContext } from '../stripe/types'

import { issueReceipt, reissueReceipts } from './issue'
import { receiptData } from './receipt-data'

/**
 * True while receipts must wait for the foundation's real EIN (production without one): the
 * receipt stays unsent (its claim untouched) and staff are told, at most once an hour across
 * all instances, what to fix.
 */
type ReceiptEnv = Parameters<typeof receiptsWaitForEin>[1]

async function waitingForEin(payload: Payload, env: ReceiptEnv) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  if (!receiptsWaitForEin(settings.ein, env)) return false
  const { count } = await countHit(payload, 'notice:receipts-waiting', 3600)
  if (count === 1) await notifyStaff(payload, 'receipts-waiting')
  return true
}

/**
 * E-mails a receipt (or its void notice) with the PDF attached, once: the conditional UPDATE
 * claims the sending, so a replayed event or a second caller sends nothing; a failed send gives
 * the claim back. Runs after the gift's transaction committed (an e-mail cannot be rolled back).
 */
export async function sendReceipt(payload: Payload, receiptId: number, env: ReceiptEnv = process.env) {
  if (await waitingForEin(payload, env)) return false
  const claimed = await runSql(
    payload,
    undefined,
    // A receipt without an address (an offline gift) is printed from the staff panel, never claimed here.
    sql`UPDATE "receipts" SET "emailed_at" = now() WHERE "id" = ${receiptId} AND "emailed_at" IS NULL AND coalesce("email", '') <> '' RETURNING "id"`,
  )
  if (claimed.length === 0) return false
  try {
    const receipt = await receiptData(payload, receiptId)
    if (!receipt?.email) return false
    const discreet = await isDiscreetDonor(payload, receipt.email)
    const { html, text } = await renderEmail(
      <ReceiptEmail receipt={receipt} brand={receipt.brand} portalUrl={`${siteUrl()}/my-giving`} discreet={discreet} />,
    )
    await sendDonorEmail(payload, {
      discreet,
      to: receipt.email,
      subject: receipt.status === 'void' ? `Receipt ${receipt.number} is void` : `Your receipt ${receipt.number} from ${receipt.brand.foundationName}`,
      neutralSubject: receipt.status === 'void' ? `Receipt ${receipt.number} is void` : `Your receipt ${receipt.number}`,
      html,
      text,
      attachments: [{ filename: `receipt-${receipt.number}.pdf`, content: await receiptPdf(receipt), contentType: 'application/pdf' }],
    })
    return true
  } catch (error) {
    // By kind only: the message may quote the donor's address.
    logger.error({ error: error instanceof Error ? error.name : 'unknown' }, 'receipt e-mail failed')
    await runSql(payload, undefined, sql`UPDATE "receipts" SET "emailed_at" = NULL WHERE "id" = ${receiptId}`).catch(() => undefined)
    return false
  }
}

/** A new ledger row's receipt, issued in the event's transaction and e-mailed once it committed. */
export async function acknowledgeGift({ payload, req, afterCommit }: StripeEventContext, donationId: number) {
  const receiptId = await issueReceipt(payload, req, donationId)
  if (receiptId !== null) afterCommit?.(() => sendReceipt(payload, receiptId))
}

/** After a refund or a closed dispute: receipts follow what the donor gave (void, replacement). */
export async function followRefunds({ payload, req, afterCommit }: StripeEventContext, donationIds: number[]) {
  for (const receiptId of await reissueReceipts(payload, req, donationIds)) afterCommit?.(() => sendReceipt(payload, receiptId))
}

/** A receipt's PDF for the donor it was written to (the portal's download); null for anyone else. */
export async function receiptPdfOf(payload: Payload, number: string, email: string) {
  if (!/^\d{4}-\d{6}$/.test(number)) return null
  const [row] = await runSql<{ id: number }>(
    payload,
    undefined,
    sql`SELECT "id" FROM "receipts" WHERE "number" = ${number} AND lower("email") = ${email.toLowerCase()}`,
  )
  if (!row) return null
  const receipt = await receiptData(payload, Number(row.id))
  return receipt ? { filename: `receipt-${number}.pdf`, content: await receiptPdf(receipt) } : null
}

/**
 * The `receipt-backlog` job: receipts that were not e-mailed — held for the EIN, or a send that
 * failed and gave its claim back — go out now, oldest first. Each send claims its receipt, so
 * one the webhook's own after-commit send is handling is skipped.
 */
export async function sendWaitingReceipts(payload: Payload, { limit = 200, env = process.env as ReceiptEnv } = {}) {
  const waiting = await runSql<{ id: number }>(
    payload,
    undefined,
    sql`SELECT "id" FROM "receipts" WHERE "emailed_at" IS NULL AND coalesce("email", '') <> '' AND "created_at" < now() - interval '2 minutes'
        ORDER BY "id" LIMIT ${limit}`,
  )
  let sent = 0
  for (const { id } of waiting) {
    if (await waitingForEin(payload, env)) break
    if (await sendReceipt(payload, Number(id), env)) sent += 1
  }
  return sent
}
