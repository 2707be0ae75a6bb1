import type { Payload } from 'payload'
import type { PoolClient } from 'pg'

import { publicFigure } from '@/domain/goods/goods'
import { withPoolTransaction } from '@/lib/db'
import { calendarYear, foundationTimeZone } from '@/lib/zoned-time'

/**
 * Impact counted, never typed, never revealing (issue 46). The figures of the current calendar
 * year (foundation's time zone) are counted from the visits and drop-offs at most once a day and
 * kept in PostgreSQL (`impact_figures`), so every instance answers the same and no single visit
 * can be read from a change between two requests. Each figure is rounded down to a multiple of 5
 * and null while below 10 (src/domain/goods/goods.ts `publicFigure`).
 */
export type Impact = {
  year: number
  womenServed: number | null
  visits: number | null
  itemsGiven: number | null
  itemsDonated: number | null
  drives: number | null
  updatedAt: string
}

/** "2026-11-28": today on the foundation's clock. */
function zonedToday(timeZone: string, now = new Date()) {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

async function count(client: PoolClient, year: number, timeZone: string): Promise<Omit<Impact, 'updatedAt'>> {
  const { rows } = await client.query<Record<'women' | 'visits' | 'given' | 'donated' | 'drives', string | null>>(
    `SELECT
       (SELECT count(DISTINCT case_id) FROM boutique_visits WHERE attended AND extract(year FROM visited_at AT TIME ZONE $2) = $1) AS women,
       (SELECT count(*) FROM boutique_visits WHERE attended AND extract(year FROM visited_at AT TIME ZONE $2) = $1) AS visits,
       (SELECT sum(i.quantity) FROM boutique_visits_items i JOIN boutique_visits v ON v.id = i._parent_id
          WHERE v.attended AND extract(year FROM v.visited_at AT TIME ZONE $2) = $1) AS given,
       (SELECT sum(i.quantity) FROM drop_offs_items i JOIN drop_offs o ON o.id = i._parent_id WHERE o.received_at LIKE $3) AS donated,
       (SELECT count(*) FROM drives WHERE starts_on LIKE $3) AS drives`,
    [year, timeZone, `${year}-%`],
  )
  const row = rows[0]
  return {
    year,
    womenServed: publicFigure(Number(row.women ?? 0)),
    visits: publicFigure(Number(row.visits ?? 0)),
    itemsGiven: publicFigure(Number(row.given ?? 0)),
    itemsDonated: publicFigure(Number(row.donated ?? 0)),
    drives: publicFigure(Number(row.drives ?? 0)),
  }
}

/**
 * This year's figures: the stored ones when they were counted today, else counted now — under a
 * lock on the year, so of several instances asking at once one counts and the others read its row.
 * `refreshed` tells the caller the figures may have changed (pages showing them are revalidated).
 */
export async function impactFigures(payload: Payload, now = new Date()): Promise<{ impact: Impact; refreshed: boolean }> {
  const timeZone = await foundationTimeZone(payload)
  const year = calendarYear(timeZone, now)
  const today = zonedToday(timeZone, now)
  return withPoolTransaction(payload, async (client) => {
    const read = async () =>
      (
        await client.query<{ counted_on: string; figures: Omit<Impact, 'updatedAt'>; updated_at: Date }>(
          'SELECT counted_on, figures, updated_at FROM impact_figures WHERE year = $1',
          [year],
        )
      ).rows[0]
    const fresh = (row: Awaited<ReturnType<typeof read>>) => row && row.counted_on >= today
    const stored = await read()
    if (fresh(stored)) return { impact: { ...stored.figures, updatedAt: new Date(stored.updated_at).toISOString() }, refreshed: false }
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`impact-figures:${year}`])
    const again = await read()
    if (fresh(again)) return { impact: { ...again.figures, updatedAt: new Date(again.updated_at).toISOString() }, refreshed: false }
    const figures = await count(client, year, timeZone)
    const { rows } = await client.query<{ updated_at: Date }>(
      `INSERT INTO impact_figures (year, counted_on, figures, updated_at, created_at) VALUES ($1, $2, $3, now(), now())
       ON CONFLICT (year) DO UPDATE SET counted_on = EXCLUDED.counted_on, figures = EXCLUDED.figures, updated_at = now()
       RETURNING updated_at`,
      [year, today, JSON.stringify(figures)],
    )
    return { impact: { ...figures, updatedAt: new Date(rows[0].updated_at).toISOString() }, refreshed: true }
  })
}
