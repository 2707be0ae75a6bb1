import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import type { z } from 'zod'

import { MATCHING_STATUS_LABELS, type MatchingStatus, type matchingUpdateSchema } from '@/domain/donations/offline'
import { csvFileName, toCsv } from '@/lib/csv'
import { databasePool, runSql, withTransaction } from '@/lib/db'
import { ApiError } from '@/lib/http'
import { centsToDecimal } from '@/lib/money'

import { recordAudit } from '../audit'
import { DONATION_NOT_FOUND, insertOfflineGift, type Staff } from './offline'

/**
 * Matching gifts (issue 30): a gift whose donor named an employer that matches gifts is followed
 * up — to ask → asked → received (the employer's gift entered as an offline gift linked to the
 * original) or declined. Voided gifts are not followed up.
 */

type Row = {
  id: number
  created_at: Date
  first_name: string
  last_name: string
  email: string
  amount_cents: string
  matching_employer: string
  matching_status: MatchingStatus | null
  matched_cents: string | null
  matched_gift_id: number | null
}

export async function listMatchingGifts(payload: Payload, status?: MatchingStatus) {
  const { rows } = await databasePool(payload).query<Row>(
    `SELECT d.id, d.created_at, d.first_name, d.last_name, d.email, d.amount_cents, d.matching_employer, d.matching_status,
            m.matched_cents, m.matched_gift_id
     FROM donations d
     LEFT JOIN LATERAL (SELECT sum(x.amount_cents) AS matched_cents, max(x.id) AS matched_gift_id FROM donations x
                        WHERE x.match_for_id = d.id AND x.status <> 'voided') m ON true
     WHERE coalesce(trim(d.matching_employer), '') <> '' AND d.match_for_id IS NULL AND coalesce(d.status, 'paid') <> 'voided'
       AND ($1::text IS NULL OR coalesce(d.matching_status::text, 'to_ask') = $1)
     ORDER BY d.created_at DESC, d.id DESC LIMIT 2000`,
    [status ?? null],
  )
  return {
    count: rows.length,
    gifts: rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at.toISOString(),
      donorName: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email || null,
      amount: centsToDecimal(Number(row.amount_cents)),
      employer: row.matching_employer,
      status: row.matching_status ?? ('to_ask' as MatchingStatus),
      matchedAmount: row.matched_cents === null ? null : centsToDecimal(Number(row.matched_cents)),
      matchedGiftId: row.matched_gift_id,
    })),
  }
}

export type MatchingGift = Awaited<ReturnType<typeof listMatchingGifts>>['gifts'][number]

export function matchingCsv(gifts: MatchingGift[]) {
  return {
    filename: csvFileName('matching-gifts'),
    csv: toCsv<MatchingGift>(
      [
        { header: 'giftId', value: (g) => g.id },
        { header: 'date', value: (g) => g.createdAt.slice(0, 10) },
        { header: 'donorName', value: (g) => g.donorName },
        { header: 'email', value: (g) => g.email },
        { header: 'amount', value: (g) => g.amount },
        { header: 'employer', value: (g) => g.employer },
        { header: 'status', value: (g) => MATCHING_STATUS_LABELS[g.status] },
        { header: 'matchedAmount', value: (g) => g.matchedAmount },
      ],
      gifts,
    ),
  }
}

type Update = z.output<typeof matchingUpdateSchema>

const NOTHING_ELSE = { description: undefined, designation: undefined, matchingEmployer: undefined } as const

/**
 * Moves a gift's follow-up. `received` enters the employer's gift (an offline gift from the
 * employer, linked to the original, receipted to no address: printed for the employer) and is
 * final; so is nothing else — a declined ask may be asked again.
 */
export async function updateMatchingGift(payload: Payload, staff: Staff, id: number, update: Update) {
  const matchedGiftId = await withTransaction(payload, async (req) => {
    const [gift] = await runSql<{ matching_employer: string | null; matching_status: string | null; status: string | null; match_for_id: number | null }>(
      payload,
      req,
      sql`SELECT "matching_employer", "matching_status", "status", "match_for_id" FROM "donations" WHERE "id" = ${id} FOR UPDATE`,
    )
    if (!gift) throw new ApiError(404, DONATION_NOT_FOUND)
    const employer = gift.matching_employer?.trim()
    if (!employer || gift.match_for_id !== null) throw new ApiError(409, 'This gift names no employer that matches gifts.')
    if (gift.status === 'voided') throw new ApiError(409, 'This gift is void.')
    if (gift.matching_status === 'received') throw new ApiError(409, "The employer's matching gift is already received.")
    let matched: number | null = null
    if (update.status === 'received') {
      const entered = await insertOfflineGift(
        payload,
        req,
        { donorName: employer, amount: update.amount, receivedAt: update.receivedAt, method: update.method, checkNumber: update.checkNumber, ...NOTHING_ELSE },
        { firstName: employer, lastName: '', organizationName: employer, matchFor: id },
      )
      matched = entered.id
      await recordAudit(payload, { action: 'gift-entry', user: staff, collection: 'donations', recordId: entered.id, detail: update.method }, req)
    }
    await runSql(payload, req, sql`UPDATE "donations" SET "matching_status" = ${update.status}, "updated_at" = now() WHERE "id" = ${id}`)
    await recordAudit(payload, { action: 'matching-update', user: staff, collection: 'donations', recordId: id, detail: update.status }, req)
    return matched
  })
  // The employer's gift has no address: its receipt is printed from the panel, nothing to e-mail.
  return { id, status: update.status, matchedGiftId }
}
