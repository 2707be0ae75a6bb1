import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { GOODS_CATEGORIES, type GoodsCategory, type visitSchema } from '@/domain/goods/goods'
import { runSql, withTransaction } from '@/lib/db'
import { ApiError } from '@/lib/http'
import type { z } from 'zod'

import { goodsLabels } from './labels'

/**
 * What goes out (issue 46): when a boutique visit ends, intake staff record in the case whether
 * she came and how many items of each category she took — counts only, no sizes, no names. One
 * record per case: recording again replaces it (a correction), so a repeated call changes nothing.
 * Intake-only like the case itself; the public sees only the rounded yearly figures (./impact.ts).
 */
export async function recordVisit(payload: Payload, caseId: number, input: z.output<typeof visitSchema>) {
  if (!input.attended && input.items?.length) throw new ApiError(400, 'Items are recorded only for a visit she attended.')
  await withTransaction(payload, async (req) => {
    // The case's row lock: two recordings of one visit take turns (the second replaces the first).
    const [found] = await runSql<{ id: number }>(payload, req, sql`SELECT "id" FROM "intake_requests" WHERE "id" = ${caseId} FOR UPDATE`)
    if (!found) throw new ApiError(404, 'Intake request not found.')
    await runSql(payload, req, sql`DELETE FROM "boutique_visits" WHERE "case_id" = ${caseId}`)
    await payload.create({
      collection: 'boutique-visits',
      data: {
        caseId,
        visitedAt: new Date().toISOString(),
        attended: input.attended,
        items: input.attended ? (input.items ?? []).map((item) => ({ category: item.category, quantity: item.quantity })) : [],
      },
      req,
      overrideAccess: true,
      depth: 0,
    })
  })
  return { id: caseId, attended: input.attended }
}

export type VisitRecord = { attended: boolean; visitedAt: string; items: { category: GoodsCategory; quantity: number }[] }

/**
 * The case's recorded visit (or null), with the category labels the form counts in: part of the
 * case as intake staff open it (src/server/intake/cases.ts), never answered to any other role.
 */
export async function visitOf(payload: Payload, caseId: number) {
  const [found, labels] = await Promise.all([
    payload.find({ collection: 'boutique-visits', where: { caseId: { equals: caseId } }, limit: 1, depth: 0, overrideAccess: true }),
    goodsLabels(payload),
  ])
  const doc = found.docs[0]
  const visit: VisitRecord | null = doc
    ? {
        attended: Boolean(doc.attended),
        visitedAt: doc.visitedAt,
        items: (doc.items ?? []).map((item) => ({ category: item.category as GoodsCategory, quantity: Number(item.quantity) })),
      }
    : null
  return { visit, categories: GOODS_CATEGORIES.map((value) => ({ value, label: labels[value] })) }
}
