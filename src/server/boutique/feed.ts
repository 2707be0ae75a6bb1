import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { hasRole } from '@/access/roles'
import { VISIT_TITLE } from '@/domain/boutique/hours'
import { calendar } from '@/domain/boutique/ics'
import { runSql } from '@/lib/db'
import { ApiError } from '@/lib/http'
import { siteUrl } from '@/lib/site-url'

import { hashToken } from './booking'
import { readHours } from './hours'

/**
 * Staff calendar feeds of boutique visits (issue 31): a secret URL per staff account, for a
 * phone's calendar app. It lists "Boutique visit — case #N" and times, never a name or an answer.
 * Only the token's hash is stored; a new URL replaces the old one, revoking deletes it, and a
 * feed stops answering when its account loses the intake role.
 */

type SignedIn = NonNullable<PayloadRequest['user']>

export const FEED_NOT_FOUND = 'No such calendar feed.'

const feedUrl = (token: string) => `${siteUrl()}/api/boutique/feed/${token}.ics`

export async function feedStatus(payload: Payload, staff: SignedIn) {
  const rows = await runSql<{ id: number }>(payload, undefined, sql`SELECT id FROM calendar_feeds WHERE user_id = ${staff.id}`)
  return { active: rows.length > 0 }
}

/** A new secret URL for this account (the previous one stops working). Shown once. */
export async function createFeed(payload: Payload, staff: SignedIn) {
  const token = randomBytes(32).toString('base64url')
  await runSql(
    payload,
    undefined,
    sql`INSERT INTO calendar_feeds (user_id, token_hash, updated_at, created_at) VALUES (${staff.id}, ${hashToken(token)}, now(), now())
        ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, updated_at = now()`,
  )
  return { active: true, url: feedUrl(token) }
}

export async function revokeFeed(payload: Payload, staff: SignedIn) {
  await runSql(payload, undefined, sql`DELETE FROM calendar_feeds WHERE user_id = ${staff.id}`)
  return { active: false }
}

/** The feed behind a secret URL: visits from a month back onwards. 404 for an unknown or revoked one. */
export async function renderFeed(payload: Payload, token: string, now = new Date()) {
  const owners = await runSql<{ role: string | null }>(
    payload,
    undefined,
    sql`SELECT u.role FROM calendar_feeds f JOIN users u ON u.id = f.user_id WHERE f.token_hash = ${hashToken(token)}`,
  )
  if (!owners[0] || !hasRole({ role: owners[0].role }, 'intake')) throw new ApiError(404, FEED_NOT_FOUND)
  const hours = await readHours(payload)
  const since = new Date(now.getTime() - 30 * 24 * 3_600_000).toISOString()
  const visits = await runSql<{ id: number; appointment_at: string | Date }>(
    payload,
    undefined,
    sql`SELECT id, appointment_at FROM intake_requests WHERE status IN ('scheduled', 'held') AND appointment_at >= ${since} ORDER BY appointment_at LIMIT 2000`,
  )
  return calendar(
    visits.map((visit) => {
      const start = new Date(visit.appointment_at)
      return {
        uid: `case-${visit.id}-${start.getTime()}@appointments`,
        title: `${VISIT_TITLE} — case #${visit.id}`,
        start: start.toISOString(),
        end: new Date(start.getTime() + hours.visitMinutes * 60_000).toISOString(),
      }
    }),
    { name: 'Boutique visits', now },
  )
}
