import { describe, expect, it } from 'vitest'

import { databasePool } from '@/lib/db'
import { purgeClosedIntakeRequests } from '@/server/intake/retention'

import { call, uniqueEmail } from '../../support/api'
import { testPayload } from '../../support/payload'
import { staffAccount } from '../../support/staff'

const DAY = 24 * 60 * 60 * 1000

async function closedRequest(daysAgo: number | null, status: 'closed' | 'served' | 'new' = 'closed') {
  const payload = await testPayload()
  const email = uniqueEmail(`retention${daysAgo ?? 'open'}`)
  const doc = await payload.create({
    collection: 'intake-requests',
    data: {
      firstName: 'Retention',
      email,
      privacyConsent: true,
      source: 'intake-form',
      status,
      closedAt: daysAgo === null ? null : new Date(Date.now() - daysAgo * DAY).toISOString(),
    },
  })
  return doc.id
}

async function exists(id: number | string) {
  const payload = await testPayload()
  return (await payload.count({ collection: 'intake-requests', where: { id: { equals: id } } })).totalDocs === 1
}

describe('intake retention', () => {
  it('deletes a request closed longer ago than the setting and keeps a newer one and open ones', async () => {
    const payload = await testPayload()
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.intakeRetentionDays).toBe(180)
    const old = await closedRequest(181)
    const recent = await closedRequest(179)
    const served = await closedRequest(null, 'served')
    const result = await purgeClosedIntakeRequests(payload)
    expect(result.deleted).toBeGreaterThanOrEqual(1)
    expect(await exists(old)).toBe(false)
    expect(await exists(recent)).toBe(true)
    expect(await exists(served)).toBe(true)
  })

  it('follows the retention period staff set in site settings', async () => {
    const payload = await testPayload()
    const ten = await closedRequest(10)
    const three = await closedRequest(3)
    await payload.updateGlobal({ slug: 'site-settings', data: { intakeRetentionDays: 7 } })
    try {
      await purgeClosedIntakeRequests(payload)
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { intakeRetentionDays: 180 } })
    }
    expect(await exists(ten)).toBe(false)
    expect(await exists(three)).toBe(true)
  })

  it('records when a request is closed and clears it when reopened', async () => {
    const payload = await testPayload()
    const id = await closedRequest(null, 'served')
    const closed = await payload.update({ collection: 'intake-requests', id, data: { status: 'closed' } })
    expect(closed.closedAt).toBeTruthy()
    expect(Date.now() - new Date(closed.closedAt!).getTime()).toBeLessThan(60_000)
    // Reopening goes back to Contacted (issue 20).
    const reopened = await payload.update({ collection: 'intake-requests', id, data: { status: 'contacted' } })
    expect(reopened.closedAt ?? null).toBeNull()
  })

  it('purges a closed case with its notes, status history and appointment, and keeps an open one whole', async () => {
    const payload = await testPayload()
    const coordinator = await staffAccount('intake', 'retention')
    const pool = databasePool(payload)
    const nextYear = new Date().getUTCFullYear() + 1
    async function caseWithNotes(day: string) {
      const id = await closedRequest(null, 'new')
      const post = (path: string, body: unknown) => call(`/api/inbox/intake-requests/${id}${path}`, { body, cookie: coordinator.cookie })
      expect((await post('/notes', { body: 'Called her back.' })).status).toBe(201)
      expect((await post('/status', { status: 'scheduled', appointmentAt: `${nextYear}-01-${day}T11:00`, outsideHours: true })).status).toBe(200)
      expect((await post('/notes', { body: 'Visit booked.' })).status).toBe(201)
      return id
    }
    const rows = async (id: number | string) => {
      const { rows: [row] } = await pool.query<{ notes: number; history: number; appointments: number }>(
        `SELECT (SELECT count(*)::int FROM case_notes WHERE intake_request_id = $1) AS notes,
                (SELECT count(*)::int FROM intake_requests_status_history WHERE _parent_id = $1) AS history,
                (SELECT count(*)::int FROM intake_requests WHERE id = $1 AND appointment_at IS NOT NULL) AS appointments`,
        [id],
      )
      return row
    }
    // Each on a day of its own: the boutique's capacity lock refuses a second visit at one time (issue 41).
    const closing = await caseWithNotes('20')
    const open = await caseWithNotes('21')
    const closed = await call(`/api/inbox/intake-requests/${closing}/status`, { body: { status: 'closed', reason: 'declined' }, cookie: coordinator.cookie })
    expect(closed.status).toBe(200)
    // Closed long ago: past the retention period.
    await pool.query(`UPDATE intake_requests SET closed_at = now() - interval '200 days' WHERE id = $1`, [closing])
    expect(await rows(closing)).toEqual({ notes: 2, history: 2, appointments: 0 })
    expect(await rows(open)).toEqual({ notes: 2, history: 1, appointments: 1 })

    await purgeClosedIntakeRequests(payload)

    expect(await exists(closing)).toBe(false)
    expect(await rows(closing)).toEqual({ notes: 0, history: 0, appointments: 0 })
    expect(await rows(open)).toEqual({ notes: 2, history: 1, appointments: 1 })
    const upcoming = await call<{ days: { appointments: { id: number }[] }[] }>('/api/inbox/appointments', { cookie: coordinator.cookie })
    const ids = upcoming.body.days.flatMap((day) => day.appointments.map((a) => a.id))
    expect(ids).toContain(open)
    expect(ids).not.toContain(closing)
  })
})
