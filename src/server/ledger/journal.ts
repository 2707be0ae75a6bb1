import type { Payload } from 'payload'

import { ACCOUNT_KEYS, type AccountKey, type ChartOfAccounts, DEFAULT_ACCOUNTS } from '@/domain/accounting/accounts'
import { compact, type Journal, type JournalLine, qboRows, xeroRows } from '@/domain/accounting/journal'
import { toCsv } from '@/lib/csv'
import { databasePool } from '@/lib/db'
import { foundationTimeZone } from '@/lib/zoned-time'

/**
 * Issue 45: the journal for QuickBooks Online and Xero, built from facts that never move once
 * dated — so a closed month's journal is the same bytes whenever it is asked for:
 *
 * - a Stripe payout posts on its `posted_on` day (the arrival day, or the first open day after a
 *   closed month): bank gets its amount, each charge credits its income (a designated gift its
 *   restricted income and class; an order its sponsorship gifts as donations, the rest as shop
 *   sales), refunds and disputes debit refunds, Stripe's fees debit fees, anything unmatched sits
 *   in Stripe clearing;
 * - an offline deposit moves its total from undeposited funds to the bank on its date;
 * - an offline gift (not in kind: those carry no value of ours) credits income on the day it was
 *   received, whatever became of it; its void is a reversing entry on the day of the void — always
 *   an open month, since only ended months close and entering into a closed one is refused.
 */

export async function chartOfAccounts(payload: Payload): Promise<ChartOfAccounts> {
  const settings = (await payload.findGlobal({ slug: 'accounting-settings', depth: 0, overrideAccess: true })) as unknown as Record<string, unknown> & {
    designationClasses?: { designation: string; className: string }[] | null
  }
  const accounts = Object.fromEntries(
    ACCOUNT_KEYS.map((key) => {
      const name = settings[`${key}Account`]
      const code = settings[`${key}Code`]
      return [key, { name: typeof name === 'string' && name.trim() ? name.trim() : DEFAULT_ACCOUNTS[key].name, code: typeof code === 'string' && code.trim() ? code.trim() : DEFAULT_ACCOUNTS[key].code }]
    }),
  ) as ChartOfAccounts['accounts']
  const classes = new Map((settings.designationClasses ?? []).map((row) => [row.designation.trim().toLowerCase(), row.className.trim()]))
  return { accounts, classes }
}

function incomeOf(chart: ChartOfAccounts, designation: string | null): { account: AccountKey; className: string | null } {
  const named = designation?.trim()
  if (!named) return { account: 'donationIncome', className: null }
  return { account: 'restrictedIncome', className: chart.classes.get(named.toLowerCase()) ?? named }
}

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim() || null

type StripeLine = {
  deposit_id: number
  payout: string
  posted_on: string
  amount_cents: string
  type: string
  gross_cents: string | null
  fee_cents: string | null
  net_cents: string | null
  matched: boolean | null
  designation: string | null
  donor_first: string | null
  donor_last: string | null
  order_id: number | null
  order_first: string | null
  order_last: string | null
  sponsorship_cents: string | null
}

async function stripeJournals(payload: Payload, chart: ChartOfAccounts, from: string, to: string): Promise<Journal[]> {
  const { rows } = await databasePool(payload).query<StripeLine>(
    `SELECT d."id" AS deposit_id, d."stripe_payout_id" AS payout, to_char(d."posted_on", 'YYYY-MM-DD') AS posted_on, d."amount_cents",
            l."type", l."gross_cents", l."fee_cents", l."net_cents", l."matched",
            g."designation", g."first_name" AS donor_first, g."last_name" AS donor_last,
            o."id" AS order_id, o."first_name" AS order_first, o."last_name" AS order_last,
            (SELECT sum(s."amount_cents") FROM "donations" s WHERE s."order_id" = o."id") AS sponsorship_cents
       FROM "deposits" d
       LEFT JOIN "deposit_lines" l ON l."deposit_id" = d."id"
       LEFT JOIN "donations" g ON g."id" = l."donation_id"
       LEFT JOIN "orders" o ON o."id" = l."order_id"
      WHERE d."kind" = 'stripe' AND d."status" <> 'failed' AND d."posted_on" BETWEEN $1::date AND $2::date
      ORDER BY d."posted_on", d."id", l."id"`,
    [from, to],
  )
  const journals = new Map<number, Journal & { netCents: number; amountCents: number }>()
  for (const row of rows) {
    let journal = journals.get(row.deposit_id)
    if (!journal) {
      journal = { number: `DEP-${row.deposit_id}`, date: row.posted_on, narration: `Stripe payout ${row.payout}`, lines: [], netCents: 0, amountCents: Number(row.amount_cents) }
      journals.set(row.deposit_id, journal)
    }
    if (row.gross_cents === null) continue
    const gross = Number(row.gross_cents)
    const fee = Number(row.fee_cents)
    journal.netCents += Number(row.net_cents)
    if (fee !== 0) journal.lines.push({ account: 'stripeFees', cents: fee, description: 'Stripe fees' })
    if (!row.matched) {
      journal.lines.push({ account: 'stripeClearing', cents: -gross, description: 'Stripe activity not matched' })
      continue
    }
    if (row.type === 'charge' && row.order_id !== null) {
      const sponsorship = Math.min(gross, Number(row.sponsorship_cents ?? 0))
      const name = fullName(row.order_first, row.order_last)
      if (sponsorship > 0) journal.lines.push({ account: 'donationIncome', cents: -sponsorship, description: 'Sponsorship gifts', name })
      journal.lines.push({ account: 'shopSales', cents: -(gross - sponsorship), description: 'Shop sales', name })
    } else if (row.type === 'charge') {
      const income = incomeOf(chart, row.designation)
      journal.lines.push({ ...income, cents: -gross, description: 'Gifts', name: fullName(row.donor_first, row.donor_last) })
    } else if (row.type === 'fee') {
      journal.lines.push({ account: 'stripeFees', cents: -gross, description: 'Stripe fees' })
    } else {
      journal.lines.push({ account: 'refunds', cents: -gross, description: row.type === 'refund' ? 'Refunds' : 'Disputes' })
    }
  }
  return [...journals.values()].map(({ netCents, amountCents, ...journal }) => {
    const lines: JournalLine[] = [{ account: 'bank', cents: amountCents, description: journal.narration }, ...journal.lines]
    // What reached the bank and what the lines add up to differ only for a payout that did not reconcile.
    if (amountCents !== netCents) lines.push({ account: 'stripeClearing', cents: netCents - amountCents, description: 'Payout difference not matched' })
    return compact({ ...journal, lines })
  })
}

async function offlineDepositJournals(payload: Payload, from: string, to: string): Promise<Journal[]> {
  const { rows } = await databasePool(payload).query<{ id: number; date: string; amount_cents: string; batches: number }>(
    `SELECT d."id", to_char(d."posted_on", 'YYYY-MM-DD') AS date, d."amount_cents",
            (SELECT count(*)::int FROM "deposit_batches" b WHERE b."deposit_id" = d."id") AS batches
       FROM "deposits" d WHERE d."kind" = 'offline' AND d."posted_on" BETWEEN $1::date AND $2::date ORDER BY d."posted_on", d."id"`,
    [from, to],
  )
  return rows.map((row) => {
    const narration = `Deposit of ${row.batches} batch${row.batches === 1 ? '' : 'es'} of checks and cash`
    const cents = Number(row.amount_cents)
    return compact({
      number: `DEP-${row.id}`,
      date: row.date,
      narration,
      lines: [
        { account: 'bank', cents, description: narration },
        { account: 'undepositedFunds', cents: -cents, description: narration },
      ],
    })
  })
}

async function dailyJournals(payload: Payload, chart: ChartOfAccounts, from: string, to: string): Promise<Journal[]> {
  const zone = await foundationTimeZone(payload)
  const { rows } = await databasePool(payload).query<{ day: string; kind: 'gift' | 'void'; amount_cents: string; method: string | null; designation: string | null; first_name: string; last_name: string; id: number }>(
    `SELECT * FROM (
       SELECT to_char("created_at" AT TIME ZONE $3, 'YYYY-MM-DD') AS day, 'gift' AS kind, "amount_cents", "method", "designation", "first_name", "last_name", "id"
         FROM "donations" WHERE "source" = 'offline' AND "method" IS DISTINCT FROM 'in_kind'
       UNION ALL
       SELECT to_char("voided_at" AT TIME ZONE $3, 'YYYY-MM-DD'), 'void', "amount_cents", "method", "designation", "first_name", "last_name", "id"
         FROM "donations" WHERE "source" = 'offline' AND "method" IS DISTINCT FROM 'in_kind' AND "status" = 'voided' AND "voided_at" IS NOT NULL
     ) f WHERE day BETWEEN $1 AND $2 ORDER BY day, kind, id`,
    [from, to, zone],
  )
  const days = new Map<string, Journal>()
  for (const row of rows) {
    let journal = days.get(row.day)
    if (!journal) {
      journal = { number: `DAY-${row.day.replace(/-/g, '')}`, date: row.day, narration: 'Gifts received by check, cash and stock', lines: [] }
      days.set(row.day, journal)
    }
    const cents = Number(row.amount_cents)
    const sign = row.kind === 'void' ? -1 : 1
    const what = row.kind === 'void' ? 'Void of a gift entered in error' : `Gift by ${(row.method ?? 'check').replace(/_/g, ' ')}`
    const name = fullName(row.first_name, row.last_name)
    journal.lines.push({ account: 'undepositedFunds', cents: sign * cents, description: what, name })
    journal.lines.push({ ...incomeOf(chart, row.designation), cents: -sign * cents, description: what, name })
  }
  return [...days.values()].map(compact)
}

/** Every journal posted between the two days (inclusive), ordered by date then number. */
export async function journalsBetween(payload: Payload, from: string, to: string) {
  const chart = await chartOfAccounts(payload)
  const journals = [
    ...(await stripeJournals(payload, chart, from, to)),
    ...(await offlineDepositJournals(payload, from, to)),
    ...(await dailyJournals(payload, chart, from, to)),
  ]
    .filter((journal) => journal.lines.length > 0)
    .sort((a, b) => (a.date === b.date ? a.number.localeCompare(b.number, 'en', { numeric: true }) : a.date < b.date ? -1 : 1))
  return { chart, journals }
}

/** The CSV QuickBooks Online (`qbo`) or Xero (`xero`) imports. */
export async function journalCsv(payload: Payload, { from, to, format }: { from: string; to: string; format: 'qbo' | 'xero' }) {
  const { chart, journals } = await journalsBetween(payload, from, to)
  const { header, rows } = format === 'qbo' ? qboRows(journals, chart) : xeroRows(journals, chart)
  return toCsv(
    header.map((title, index) => ({ header: title, value: (row: (string | null)[]) => row[index] })),
    rows,
  )
}
