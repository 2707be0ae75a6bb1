import { describe, expect, it } from 'vitest'

import {
  alertMessage,
  currentMailFailure,
  type Fact,
  jobLateness,
  lowDisks,
  overdueJobs,
  reconciliationTrouble,
  recoveredMailOutage,
  webhookTrouble,
} from '@/domain/alerts/rules'

const NOW = new Date('2026-11-26T15:00:00Z')
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000)
const fail = (minutes: number, eventType?: string): Fact => ({ ok: false, at: ago(minutes), eventType })
const good = (minutes: number): Fact => ({ ok: true, at: ago(minutes) })

describe('webhook alert', () => {
  it('needs three refused deliveries within 15 minutes', () => {
    expect(webhookTrouble([fail(14, 'charge.refunded'), fail(5, 'charge.refunded')], NOW)).toBeNull()
    expect(webhookTrouble([fail(16), fail(5), fail(1)], NOW)).toBeNull()
    expect(webhookTrouble([fail(14, 'charge.refunded'), good(10), fail(5, 'invoice.paid'), fail(0, 'charge.refunded')], NOW)).toEqual({
      failures: 3,
      eventTypes: ['charge.refunded', 'invoice.paid'],
    })
  })
})

describe('mail outage alert', () => {
  it('waits until mail goes again', () => {
    expect(recoveredMailOutage([good(40), fail(30), fail(10), fail(1)], null)).toBeNull()
    expect(currentMailFailure([good(40), fail(30), fail(10), fail(1)])).toEqual({ since: ago(30), failed: 3 })
  })

  it('tells an outage of 15 minutes of refusals once it is over, with how many messages were refused', () => {
    const facts = [good(60), fail(30), fail(20), fail(14), good(2), good(1)]
    expect(recoveredMailOutage(facts, null)).toEqual({ from: ago(30), lastFailureAt: ago(14), recoveredAt: ago(2), failed: 3 })
    expect(currentMailFailure(facts)).toBeNull()
  })

  it('keeps quiet about a short outage and one already told', () => {
    expect(recoveredMailOutage([fail(20), fail(10), good(1)], null)).toBeNull()
    expect(recoveredMailOutage([fail(40), fail(20), good(5)], ago(4))).toBeNull()
    expect(recoveredMailOutage([fail(40), fail(20), good(5)], ago(30))).not.toBeNull()
  })
})

describe('reconciliation alert', () => {
  it('tells a run that applied missed events or found drift, once', () => {
    expect(reconciliationTrouble({ at: ago(1), eventsApplied: 0, drift: 0 }, null)).toBeNull()
    expect(reconciliationTrouble({ at: ago(1), eventsApplied: 1, drift: 0 }, null)).not.toBeNull()
    expect(reconciliationTrouble({ at: ago(1), eventsApplied: 0, drift: 2 }, ago(90))).not.toBeNull()
    expect(reconciliationTrouble({ at: ago(1), eventsApplied: 1, drift: 2 }, ago(0))).toBeNull()
  })
})

describe('overdue job alert', () => {
  const job = { name: 'hold-expiry', everyMs: 5 * 60_000 }

  it('counts from the last success, or from the first run of a job that never succeeded', () => {
    expect(jobLateness({ ...job, lastOkAt: ago(4), knownSince: ago(600) }, NOW)).toBe(0)
    expect(jobLateness({ ...job, lastOkAt: null, knownSince: ago(40) }, NOW)).toBe(35 * 60_000)
    expect(jobLateness({ ...job, lastOkAt: null, knownSince: null }, NOW)).toBe(0)
  })

  it('alerts only past 30 minutes overdue', () => {
    expect(overdueJobs([{ ...job, lastOkAt: ago(35), knownSince: ago(600) }], NOW)).toEqual([])
    expect(overdueJobs([{ ...job, lastOkAt: ago(36), knownSince: ago(600) }], NOW)).toEqual([{ name: 'hold-expiry', lateMs: 31 * 60_000 }])
  })
})

describe('disk alert', () => {
  it('alerts under 10 % free', () => {
    expect(lowDisks([{ place: 'database', freeRatio: 0.1 }, { place: 'media', freeRatio: 0.099 }])).toEqual([{ place: 'media', freeRatio: 0.099 }])
  })
})

describe('alert messages', () => {
  const context = { statusUrl: 'https://example.org/admin?tab=system', timeZone: 'America/Chicago' }

  it('say what happened with counts and times only, and where to look', () => {
    const mail = alertMessage({ kind: 'email', outage: { from: ago(30), lastFailureAt: ago(14), recoveredAt: ago(2), failed: 3 } }, context)
    expect(mail.subject).toBe('Alert: e-mail could not be sent for a while')
    expect(mail.text).toContain('from 2026-11-26 08:30 until 2026-11-26 08:58 (28 minutes)')
    expect(mail.text).toContain('3 messages were delayed or not sent')
    expect(mail.text).toContain('https://example.org/admin?tab=system')

    const jobs = alertMessage({ kind: 'jobs', overdue: [{ name: 'hold-expiry', lateMs: 150 * 60_000 }] }, context)
    expect(jobs.text).toContain('hold-expiry (2 hours 30 minutes late)')

    const disk = alertMessage({ kind: 'disk', low: [{ place: 'media', freeRatio: 0.07 }] }, context)
    expect(disk.text).toContain('where uploaded media are kept (7 % free)')

    const webhooks = alertMessage({ kind: 'webhooks', failures: 3, eventTypes: ['charge.refunded'] }, context)
    expect(webhooks.text).toContain('3 notifications from Stripe in the last 15 minutes (charge.refunded)')
  })
})
