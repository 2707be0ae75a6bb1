import type { Payload } from 'payload'

import type { Fact } from '@/domain/alerts/rules'

import { databasePool } from '@/lib/db'

/**
 * What the instances observe, written to `system_facts` for the alert rules and the System
 * status panel: one row per webhook delivery, e-mail, job run or disk measure. A row holds the
 * check's name, good or not, when, and at most a Stripe event type: never personal data.
 *
 * Checks: `webhook`, `email`, `job:<name>`, `disk:database`, `disk:media`.
 */
export type Check = 'webhook' | 'email' | `job:${string}` | `disk:${string}`

/** Writes one fact; answers whether the check's previous fact was a failure (false when none). */
export async function recordFact(
  payload: Payload,
  check: Check,
  ok: boolean,
  { at = new Date(), eventType }: { at?: Date; eventType?: string } = {},
): Promise<{ previousFailed: boolean }> {
  // The snapshot of `previous` is taken before the insert, in the same statement.
  const { rows } = await databasePool(payload).query<{ previous_ok: boolean | null }>(
    `WITH previous AS (SELECT "ok" FROM "system_facts" WHERE "check" = $1 ORDER BY "at" DESC, "id" DESC LIMIT 1),
          inserted AS (INSERT INTO "system_facts" ("check", "ok", "at", "detail") VALUES ($1, $2, $3, $4) RETURNING "id")
     SELECT (SELECT "ok" FROM previous) AS previous_ok, (SELECT count(*) FROM inserted) AS written`,
    [check, ok, at, eventType ? JSON.stringify({ eventType }) : null],
  )
  return { previousFailed: rows[0]?.previous_ok === false }
}

/** The facts of a check since `since`, oldest first. */
export async function factsSince(payload: Payload, check: Check, since: Date): Promise<Fact[]> {
  const { rows } = await databasePool(payload).query<{ ok: boolean; at: Date; detail: { eventType?: string } | null }>(
    `SELECT "ok", "at", "detail" FROM "system_facts" WHERE "check" = $1 AND "at" >= $2 ORDER BY "at", "id"`,
    [check, since],
  )
  return rows.map((row) => ({ ok: row.ok, at: row.at, eventType: row.detail?.eventType ?? null }))
}

/** Per check: the last good fact, the first fact ever kept, and the latest fact. */
export async function checkSummaries(payload: Payload): Promise<Map<string, { lastOkAt: Date | null; firstAt: Date; latestOk: boolean }>> {
  const { rows } = await databasePool(payload).query<{ check: string; last_ok_at: Date | null; first_at: Date; latest_ok: boolean }>(
    `SELECT "check",
            max("at") FILTER (WHERE "ok") AS last_ok_at,
            min("at") AS first_at,
            (array_agg("ok" ORDER BY "at" DESC, "id" DESC))[1] AS latest_ok
       FROM "system_facts" GROUP BY "check"`,
  )
  return new Map(rows.map((row) => [row.check, { lastOkAt: row.last_ok_at, firstAt: row.first_at, latestOk: row.latest_ok }]))
}

/**
 * Keeps a week of facts, and per check its last good one and its first one (so "last good" and a
 * never-succeeding job's age survive the pruning).
 */
export async function pruneFacts(payload: Payload, now = new Date()) {
  await databasePool(payload).query(
    `DELETE FROM "system_facts"
      WHERE "at" < $1::timestamptz - interval '7 days'
        AND "id" NOT IN (
          SELECT "id" FROM (SELECT DISTINCT ON ("check") "id" FROM "system_facts" WHERE "ok" ORDER BY "check", "at" DESC, "id" DESC) last_good
          UNION ALL
          SELECT "id" FROM (SELECT DISTINCT ON ("check") "id" FROM "system_facts" ORDER BY "check", "at", "id") first_kept)`,
    [now],
  )
}
