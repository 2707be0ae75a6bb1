import { describe, expect, it } from 'vitest'

import { purgeClosedIntakeRequests } from '@/server/intake-retention'

import { uniqueEmail } from '../support/api'
import { testPayload } from '../support/payload'

const DAY = 24 * 60 * 60 * 1000

async function closedRequest(daysAgo: number | null, status: 'closed' | 'served' = 'closed') {
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
})
