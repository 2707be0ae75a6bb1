import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { AppealEmail } from '@/email/appeal'
import { emailBrand } from '@/email/donor'
import { renderEmail } from '@/email/layout'
import { type AppealInput, mergeAppeal, parseSegment } from '@/domain/campaigns/appeals'
import { levelSlug } from '@/domain/donors/slug'
import { databasePool, runSql, withTransaction } from '@/lib/db'
import { ApiError } from '@/lib/http'
import { logger } from '@/lib/log'
import { positiveInt } from '@/lib/rate-limit'
import { siteUrl } from '@/lib/site-url'

import { recordAudit } from '../audit'
import { inBackground } from '../background'
import { COUNTED_GIFT_SQL } from '../ledger/payment-methods-report'
import { segmentContactIds } from '../donors/retention'

/**
 * Issue 49: appeals e-mailed to a segment of donors, all state in PostgreSQL.
 *
 * - Sending first writes one `appeal_recipients` row per address (primary key appeal + address),
 *   then whichever instance works claims pending rows (`FOR UPDATE SKIP LOCKED`), marks each
 *   `sending`, sends it and marks it `sent`. A row found `sending` after a restart is never sent
 *   again (it may have gone): each address gets an appeal at most once. The periodic
 *   `appeal-sends` job takes up an appeal an instance left unfinished.
 * - One message per APPEAL_SEND_INTERVAL_MS at most (default 200 ms): the mail server's limits.
 * - Never to an address that unsubscribed from appeals, a contact marked do-not-contact, or a
 *   donor who ever asked for discretion; checked when the rows are written and again at sending.
 */

const sendInterval = () => positiveInt(process.env.APPEAL_SEND_INTERVAL_MS, 200)
/** A claim older than this is a send an instance may have made before it stopped. */
const claimSeconds = () => positiveInt(process.env.APPEAL_CLAIM_SECONDS, 600)

type Staff = { id: number | string; username?: string | null; email?: string | null }

type Recipient = { email: string; first_name: string | null; last_gift_cents: string | null }

/** Who may never get an appeal: `$email` is the recipient's lower-case address column. */
const EXCLUDED = (email: string) => `(
  EXISTS (SELECT 1 FROM appeal_unsubscribes u WHERE u.email = ${email})
  OR EXISTS (SELECT 1 FROM donor_contacts c WHERE lower(c.email) = ${email} AND c.do_not_contact)
  OR EXISTS (SELECT 1 FROM donations d WHERE lower(d.email) = ${email} AND d.discreet))`

/** The segment's addresses (lower case) as SQL over parameters starting at $1. */
async function segmentBase(payload: Payload, segment: string): Promise<{ sql: string; params: unknown[] }> {
  const parsed = parseSegment(segment)
  const counted = `d.email <> '' AND coalesce(d.net_amount_cents, 0) > 0 AND ${COUNTED_GIFT_SQL.replaceAll('status', 'd.status')}`
  switch (parsed.kind) {
    case 'lybunt':
    case 'sybunt': {
      const ids = await segmentContactIds(payload, parsed.kind)
      return { sql: `SELECT lower(email) AS email FROM donor_contacts WHERE id = ANY($1::int[])`, params: [ids] }
    }
    case 'all':
      return { sql: `SELECT DISTINCT lower(d.email) AS email FROM donations d WHERE ${counted}`, params: [] }
    case 'campaign':
      return {
        sql: `SELECT DISTINCT lower(d.email) AS email FROM donations d JOIN campaigns k ON k.id = d.campaign_id WHERE k.slug = $1 AND ${counted}`,
        params: [parsed.slug],
      }
    case 'circle': {
      const levels = await payload.find({ collection: 'donor-levels', pagination: false, depth: 0, overrideAccess: true })
      const level = levels.docs.find((doc) => levelSlug(doc.name) === parsed.slug)
      if (!level) throw new ApiError(400, 'Unknown giving circle.', { segment: 'Unknown giving circle.' })
      return { sql: `SELECT DISTINCT lower(d.email) AS email FROM donations d WHERE d.level_id = $1 AND ${counted}`, params: [level.id] }
    }
    case 'tag':
      return {
        sql: `SELECT DISTINCT lower(c.email) AS email FROM donor_contacts c
              JOIN donor_contacts_rels r ON r.parent_id = c.id AND r.path = 'categories'
              JOIN donor_categories k ON k.id = r.donor_categories_id WHERE lower(k.name) = lower($1)`,
        params: [parsed.name],
      }
  }
}

/** The segment's recipients today, with what the merge fields need, every exclusion applied. */
async function segmentRecipients(payload: Payload, segment: string): Promise<Recipient[]> {
  const base = await segmentBase(payload, segment)
  const { rows } = await databasePool(payload).query<Recipient>(
    `WITH base AS (${base.sql}),
     last_gift AS (
       SELECT DISTINCT ON (lower(email)) lower(email) AS email, first_name,
              greatest(0, coalesce(net_amount_cents, 0) - coalesce(fee_covered_cents, 0)) AS cents
       FROM donations WHERE email <> '' AND ${COUNTED_GIFT_SQL} AND coalesce(net_amount_cents, 0) > 0
       ORDER BY lower(email), created_at DESC)
     SELECT DISTINCT ON (b.email) b.email, coalesce(nullif(c.first_name, ''), l.first_name) AS first_name, l.cents AS last_gift_cents
     FROM base b
     LEFT JOIN donor_contacts c ON lower(c.email) = b.email
     LEFT JOIN last_gift l ON l.email = b.email
     WHERE b.email IS NOT NULL AND b.email <> '' AND NOT ${EXCLUDED('b.email')}
     ORDER BY b.email`,
    base.params,
  )
  return rows
}

async function campaignIdOf(payload: Payload, slug: string): Promise<number> {
  const { rows } = await databasePool(payload).query<{ id: number }>(`SELECT id FROM campaigns WHERE slug = $1`, [slug])
  if (!rows[0]) throw new ApiError(400, 'Unknown campaign.', { campaign: 'Unknown campaign.' })
  return Number(rows[0].id)
}

type AppealRow = { id: number; campaign_id: number | null; segment: string; subject: string; body: string; status: string }

async function appealOf(payload: Payload, id: number): Promise<AppealRow> {
  const { rows } = await databasePool(payload).query<AppealRow>(`SELECT id, campaign_id, segment, subject, body, status FROM appeals WHERE id = $1`, [id])
  if (!rows[0]) throw new ApiError(404, 'Appeal not found.')
  return rows[0]
}

/**
 * POST /api/appeals: writes the appeal (not sent yet) and answers how many it would reach today.
 * Audited in the same transaction (issue 49): who wrote which appeal, to which segment, reaching
 * how many — the segment's name and a count, never an address.
 */
export async function createAppeal(payload: Payload, staff: Staff, input: AppealInput) {
  const campaignId = await campaignIdOf(payload, input.campaign)
  const recipients = await segmentRecipients(payload, input.segment)
  const id = await withTransaction(payload, async (req) => {
    const [row] = await runSql<{ id: number }>(
      payload,
      req,
      sql`INSERT INTO "appeals" ("campaign_id", "segment", "subject", "body", "created_by_id")
          VALUES (${campaignId}, ${input.segment}, ${input.subject}, ${input.body}, ${Number(staff.id) || null}) RETURNING "id"`,
    )
    const created = Number(row.id)
    await recordAudit(payload, { action: 'appeal-create', user: staff, collection: 'appeals', recordId: created, count: recipients.length, detail: input.segment }, req)
    return created
  })
  return { id, recipients: recipients.length }
}

/** Who the appeal would reach now: the count and the first few, for staff to check before sending. */
export async function previewAppeal(payload: Payload, id: number) {
  const appeal = await appealOf(payload, id)
  const recipients = await segmentRecipients(payload, appeal.segment)
  return {
    recipients: recipients.length,
    sample: recipients.slice(0, 5).map((r) => ({ email: r.email, firstName: r.first_name })),
  }
}

type CampaignRow = { slug: string; title: string }

async function campaignOfAppeal(payload: Payload, appeal: AppealRow): Promise<CampaignRow> {
  const { rows } = await databasePool(payload).query<CampaignRow>(`SELECT slug, title FROM campaigns WHERE id = $1`, [appeal.campaign_id])
  if (!rows[0]) throw new ApiError(409, 'The campaign of this appeal no longer exists.')
  return rows[0]
}

/** The foundation's postal address, which every appeal carries (CAN-SPAM). */
function postalAddress(settings: { city: string; state: string; farmStandAddress?: string | null }) {
  return process.env.FOUNDATION_POSTAL_ADDRESS?.trim() || settings.farmStandAddress?.trim() || `${settings.city}, ${settings.state}`
}

async function composeAppeal(payload: Payload, appeal: AppealRow, campaign: CampaignRow, recipient: { firstName: string | null; lastGiftCents: number | null }, token: string) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const base = siteUrl()
  const link = `${base}/api/appeals/click/${token}`
  const unsubscribeUrl = `${base}/api/appeals/unsubscribe/${token}`
  const subject = mergeAppeal(appeal.subject, recipient)
  const paragraphs = mergeAppeal(appeal.body, recipient)
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
  const { html, text } = await renderEmail(
    <AppealEmail
      paragraphs={paragraphs}
      link={link}
      campaignTitle={campaign.title}
      unsubscribeUrl={unsubscribeUrl}
      postalAddress={postalAddress(settings)}
      brand={emailBrand(settings)}
      title={subject}
    />,
  )
  return {
    subject,
    html,
    text,
    // RFC 8058: a mail client's "Unsubscribe" button POSTs to this address, no page, no sign-in.
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}

function newToken() {
  return randomBytes(24).toString('base64url')
}

/** POST /api/appeals/{id}/test: the appeal as the first recipient would read it, to the staff member herself. */
export async function sendTestAppeal(payload: Payload, staff: Staff, id: number) {
  const appeal = await appealOf(payload, id)
  if (!staff.email) throw new ApiError(409, 'Your account has no e-mail address to send the test to.')
  const campaign = await campaignOfAppeal(payload, appeal)
  // A test token leads nowhere: no recipient row holds it.
  const message = await composeAppeal(payload, appeal, campaign, { firstName: 'Friend', lastGiftCents: 5000 }, newToken())
  await payload.sendEmail({ to: staff.email, ...message, subject: `[Test] ${message.subject}` })
  return { sentTo: staff.email }
}

/**
 * POST /api/appeals/{id}/send: writes every recipient's row once, then sends in the background.
 * The send that moves the appeal out of draft writes its audit row in the same transaction
 * (issue 49): who sent which appeal to how many; a second click writes none.
 */
export async function startAppeal(payload: Payload, staff: Staff, id: number) {
  const appeal = await appealOf(payload, id)
  if (appeal.status === 'draft') {
    const recipients = await segmentRecipients(payload, appeal.segment)
    const lines = recipients.map((r) => ({
      email: r.email,
      first_name: r.first_name,
      cents: r.last_gift_cents === null ? null : Number(r.last_gift_cents),
      token: newToken(),
    }))
    await withTransaction(payload, async (req) => {
      // The status moves once: two clicks on "Send" write the recipients once.
      const claimed = await runSql<{ id: number }>(
        payload,
        req,
        sql`UPDATE "appeals" SET "status" = 'sending', "started_at" = now() WHERE "id" = ${id} AND "status" = 'draft' RETURNING "id"`,
      )
      if (claimed.length === 0) return
      await runSql(
        payload,
        req,
        sql`INSERT INTO "appeal_recipients" ("appeal_id", "email", "first_name", "last_gift_cents", "token")
            SELECT ${id}, r."email", r."first_name", r."cents", r."token"
            FROM jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS r("email" text, "first_name" text, "cents" int, "token" text)
            ON CONFLICT ("appeal_id", "email") DO NOTHING`,
      )
      await recordAudit(payload, { action: 'appeal-send', user: staff, collection: 'appeals', recordId: id, count: lines.length, detail: appeal.segment }, req)
    })
  }
  inBackground(processAppeal(payload, id), '[appeals] sending stopped')
  return appealResults(payload, id)
}

const working = new Set<number>()

/** Claims the next pending recipient (skipping any another instance holds), marking it `sending`. */
async function claimNext(payload: Payload, id: number) {
  const { rows } = await databasePool(payload).query<{ email: string; first_name: string | null; last_gift_cents: number | null; token: string }>(
    `UPDATE appeal_recipients r SET status = 'sending', claimed_at = now(), attempts = r.attempts + 1
     FROM (SELECT appeal_id, email FROM appeal_recipients WHERE appeal_id = $1 AND status = 'pending'
           ORDER BY email LIMIT 1 FOR UPDATE SKIP LOCKED) next
     WHERE r.appeal_id = next.appeal_id AND r.email = next.email
     RETURNING r.email, r.first_name, r.last_gift_cents, r.token`,
    [id],
  )
  return rows[0] ?? null
}

/** Sends an appeal's pending recipients one by one; ends the appeal once none is left. */
export async function processAppeal(payload: Payload, id: number) {
  if (working.has(id)) return
  working.add(id)
  const pool = databasePool(payload)
  try {
    const appeal = await appealOf(payload, id)
    if (appeal.status !== 'sending') return
    const campaign = await campaignOfAppeal(payload, appeal)
    // Claims an instance took and never finished (it stopped mid-send) may have gone out: never again.
    await pool.query(
      `UPDATE appeal_recipients SET status = 'unknown' WHERE appeal_id = $1 AND status = 'sending' AND claimed_at < now() - make_interval(secs => $2)`,
      [id, claimSeconds()],
    )
    for (;;) {
      const next = await claimNext(payload, id)
      if (!next) break
      const excluded = await pool.query(`SELECT ${EXCLUDED('$1')} AS excluded`, [next.email])
      if (excluded.rows[0]?.excluded) {
        await pool.query(`UPDATE appeal_recipients SET status = 'skipped' WHERE appeal_id = $1 AND email = $2`, [id, next.email])
        continue
      }
      try {
        const message = await composeAppeal(payload, appeal, campaign, { firstName: next.first_name, lastGiftCents: next.last_gift_cents }, next.token)
        await payload.sendEmail({ to: next.email, ...message })
        await pool.query(`UPDATE appeal_recipients SET status = 'sent', sent_at = now() WHERE appeal_id = $1 AND email = $2`, [id, next.email])
      } catch (error) {
        // Refused by the mail server before it took the message: safe to count as not sent.
        await pool.query(`UPDATE appeal_recipients SET status = 'failed' WHERE appeal_id = $1 AND email = $2`, [id, next.email])
        logger.warn({ error: error instanceof Error ? error.name : 'unknown', appeal: id }, '[appeals] one message failed')
      }
      await new Promise((resolve) => setTimeout(resolve, sendInterval()))
    }
    await pool.query(
      `UPDATE appeals SET status = 'sent', finished_at = now() WHERE id = $1 AND status = 'sending'
         AND NOT EXISTS (SELECT 1 FROM appeal_recipients WHERE appeal_id = $1 AND status IN ('pending', 'sending'))`,
      [id],
    )
  } finally {
    working.delete(id)
  }
}

/** The periodic `appeal-sends` job: appeals an instance left unfinished are taken up again. */
export async function resumeAppeals(payload: Payload) {
  const { rows } = await databasePool(payload).query<{ id: number }>(`SELECT id FROM appeals WHERE status = 'sending' ORDER BY id`)
  for (const row of rows) await processAppeal(payload, Number(row.id))
}

type GiftStats = { gifts: number; donors: number; raisedCents: number; firstTimeDonors: number; returningDonors: number }

/**
 * Gifts that count among `column = $1` (an appeal or a campaign): how many, from how many donors,
 * raised (net, without covered fees), and donors giving for the first time (no earlier gift that
 * counts) against returning ones.
 */
async function giftStats(payload: Payload, column: 'appeal_id' | 'campaign_id', id: number): Promise<GiftStats> {
  const counted = (alias: string) => COUNTED_GIFT_SQL.replaceAll('status', `${alias}.status`)
  const { rows } = await databasePool(payload).query<{ gifts: string; donors: string; raised: string; first_time: string }>(
    `SELECT count(*) AS gifts, count(DISTINCT lower(d.email)) AS donors,
            coalesce(sum(greatest(0, coalesce(d.net_amount_cents, 0) - coalesce(d.fee_covered_cents, 0))), 0) AS raised,
            count(DISTINCT lower(d.email)) FILTER (WHERE NOT EXISTS (
              SELECT 1 FROM donations e WHERE lower(e.email) = lower(d.email) AND e.created_at < d.created_at AND e.id <> d.id
                AND coalesce(e.net_amount_cents, 0) > 0 AND ${counted('e')})) AS first_time
     FROM donations d WHERE d.${column} = $1 AND coalesce(d.net_amount_cents, 0) > 0 AND ${counted('d')}`,
    [id],
  )
  const row = rows[0]
  const donors = Number(row?.donors ?? 0)
  const firstTime = Number(row?.first_time ?? 0)
  return { gifts: Number(row?.gifts ?? 0), donors, raisedCents: Number(row?.raised ?? 0), firstTimeDonors: firstTime, returningDonors: donors - firstTime }
}

async function sendStats(payload: Payload, where: string, id: number) {
  const { rows } = await databasePool(payload).query<{ recipients: string; sent: string; clicks: string }>(
    `SELECT count(*) AS recipients, count(*) FILTER (WHERE r.status = 'sent') AS sent, coalesce(sum(r.clicks), 0) AS clicks
     FROM appeal_recipients r JOIN appeals a ON a.id = r.appeal_id WHERE ${where} = $1`,
    [id],
  )
  return { recipients: Number(rows[0]?.recipients ?? 0), sent: Number(rows[0]?.sent ?? 0), clicks: Number(rows[0]?.clicks ?? 0) }
}

/** GET /api/appeals/{id}: where the sending is and what the appeal raised through its personal links. */
export async function appealResults(payload: Payload, id: number) {
  const appeal = await appealOf(payload, id)
  const [sends, gifts] = await Promise.all([sendStats(payload, 'a.id', id), giftStats(payload, 'appeal_id', id)])
  return { id, status: appeal.status, subject: appeal.subject, segment: appeal.segment, ...sends, ...gifts }
}

export type ResultLine = { name: string; status: string } & Awaited<ReturnType<typeof sendStats>> & GiftStats

/**
 * Results of a campaign (issue 49, point 5): the campaign as a whole (every gift tied to it,
 * whatever brought it) and each of its appeals. Opens are not tracked: no pixel in any appeal.
 */
export async function campaignResults(payload: Payload, slug: string): Promise<ResultLine[] | null> {
  const { rows } = await databasePool(payload).query<{ id: number; title: string }>(`SELECT id, title FROM campaigns WHERE slug = $1`, [slug])
  const campaign = rows[0]
  if (!campaign) return null
  const id = Number(campaign.id)
  const appeals = await databasePool(payload).query<{ id: number; subject: string; status: string }>(
    `SELECT id, subject, status FROM appeals WHERE campaign_id = $1 ORDER BY id`,
    [id],
  )
  const total: ResultLine = { name: `Campaign: ${campaign.title}`, status: 'campaign', ...(await sendStats(payload, 'a.campaign_id', id)), ...(await giftStats(payload, 'campaign_id', id)) }
  const lines: ResultLine[] = [total]
  for (const appeal of appeals.rows) {
    const appealId = Number(appeal.id)
    lines.push({ name: `Appeal ${appealId}: ${appeal.subject}`, status: appeal.status, ...(await sendStats(payload, 'a.id', appealId)), ...(await giftStats(payload, 'appeal_id', appealId)) })
  }
  return lines
}

/** A click through the personal link: counted, and the campaign page it leads to (with the token for attribution). */
export async function followAppealLink(payload: Payload, token: string): Promise<string | null> {
  const { rows } = await databasePool(payload).query<{ slug: string }>(
    `UPDATE appeal_recipients r SET clicks = r.clicks + 1 FROM appeals a JOIN campaigns c ON c.id = a.campaign_id
     WHERE r.token = $1 AND a.id = r.appeal_id RETURNING c.slug`,
    [token],
  )
  return rows[0] ? `/campaigns/${rows[0].slug}?appeal=${token}` : null
}

/** One-click unsubscribe: the token's address gets no more appeals. False for an unknown token. */
export async function unsubscribeAppeals(payload: Payload, token: string): Promise<boolean> {
  const { rows } = await databasePool(payload).query(
    `INSERT INTO appeal_unsubscribes (email) SELECT email FROM appeal_recipients WHERE token = $1
     ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING email`,
    [token],
  )
  return rows.length > 0
}
